import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../components/layout/settings-tabs';
import { PageTitle } from '../../components/ui/page-title';
import { PayoutAccountPanel } from '../../features/payout-account/components/payout-account-panel';

export default function SettingsPayoutAccountRoute() {
  const { t } = useTranslation('payout-account');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <SettingsTabs />
      <PayoutAccountPanel />
    </section>
  );
}
