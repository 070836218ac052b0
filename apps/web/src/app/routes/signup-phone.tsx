import { PhoneSignUp } from '../../features/auth/components/phone-sign-up';

export default function SignupPhoneRoute() {
  return <PhoneSignUp />;
}
