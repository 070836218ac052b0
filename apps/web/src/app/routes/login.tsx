import { LoginForm } from '../../features/auth/components/login-form';
import { PhoneSignInLink } from '../../features/auth/components/phone-sign-in-link';

export default function LoginRoute() {
  return (
    <>
      <LoginForm />
      <PhoneSignInLink />
    </>
  );
}
