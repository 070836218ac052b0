import { useTranslation } from 'react-i18next';
import { FiSmartphone } from 'react-icons/fi';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Under the spec's login card (and the sign-up card, `signUp`): the way in with a mobile number and an
 * SMS code. A plain link, so it works in the prerendered page before scripts arrive, and the phone
 * form's code loads only for those who open it.
 */
export function PhoneSignInLink({ signUp = false }: { signUp?: boolean }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <div className="-mt-6 flex justify-center px-4 pb-10">
      <Link
        to={signUp ? paths.signupPhone : paths.loginPhone}
        state={location.state}
        className="btn btn-outline w-full max-w-md"
        data-testid={signUp ? 'phone-sign-up-link' : 'phone-sign-in-link'}
      >
        <FiSmartphone aria-hidden />
        {t(signUp ? 'phoneSignup.link' : 'phone.link')}
      </Link>
    </div>
  );
}
