import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../components/layout/settings-tabs';
import { PageTitle } from '../../components/ui/page-title';
import { SignInPhoneCard } from '../../features/auth/components/sign-in-phone-card';

export default function SettingsAccountRoute() {
  const { t } = useTranslation('auth');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t('account.title')}>{t('account.title')}</PageTitle>
      <SettingsTabs />
      <SignInPhoneCard />
    </section>
  );
}
