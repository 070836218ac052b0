import { useTranslation } from 'react-i18next';
import { FiSmartphone } from 'react-icons/fi';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Under the spec's login card: the way to sign in with a mobile number and an SMS code. A plain link,
 * so it works in the prerendered page before scripts arrive, and the phone form's code loads only
 * for those who open it.
 */
export function PhoneSignInLink() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <div className="-mt-6 flex justify-center px-4 pb-10">
      <Link
        to={paths.loginPhone}
        state={location.state}
        className="btn btn-outline w-full max-w-md"
        data-testid="phone-sign-in-link"
      >
        <FiSmartphone aria-hidden />
        {t('phone.link')}
      </Link>
    </div>
  );
}
