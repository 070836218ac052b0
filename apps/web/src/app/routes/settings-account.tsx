import { TitledPage } from '../../components/ui/page-title';
import { SignInPhoneCard } from '../../features/auth/components/sign-in-phone-card';

export default function SettingsAccountRoute() {
  return (
    <TitledPage ns="auth" titleKey="account.title" width="3xl" settingsTabs>
      <SignInPhoneCard />
    </TitledPage>
  );
}
