import { PhoneSignInLink } from '../../features/auth/components/phone-sign-in-link';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <>
      <SignupForm />
      <PhoneSignInLink signUp />
    </>
  );
}
