import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useReturnTo } from '../hooks/use-return-to';
import { GoogleButton } from './google-button';

/**
 * Under the log-in and sign-up forms: a link to the other one (keeping where to go back to) and
 * Google's button.
 */
export function OtherWaysIn({ question, to, linkText }: { question: string; to: string; linkText: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = useReturnTo();
  return (
    <>
      <p className="text-center text-sm">
        {question}{' '}
        <Link to={to} state={location.state} className="link link-primary">
          {linkText}
        </Link>
      </p>
      <div className="divider">{t('or', { ns: 'common' })}</div>
      <GoogleButton returnTo={returnTo} />
    </>
  );
}
