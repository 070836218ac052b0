import { TitledPage } from '../../components/ui/page-title';
import { ProfileCard } from '../../features/auth/components/profile-card';
import { SignInPhoneCard } from '../../features/auth/components/sign-in-phone-card';

export default function SettingsAccountRoute() {
  return (
    <TitledPage ns="auth" titleKey="account.title" width="3xl" settingsTabs>
      <div className="flex flex-col gap-6">
        <ProfileCard />
        <SignInPhoneCard />
      </div>
    </TitledPage>
  );
}
