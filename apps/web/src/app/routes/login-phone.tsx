import { PhoneSignIn } from '../../features/auth/components/phone-sign-in';

export default function LoginPhoneRoute() {
  return <PhoneSignIn />;
}
