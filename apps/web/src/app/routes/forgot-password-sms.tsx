import { PhonePasswordReset } from '../../features/auth/components/phone-password-reset';

export default function ForgotPasswordSmsRoute() {
  return <PhonePasswordReset />;
}
