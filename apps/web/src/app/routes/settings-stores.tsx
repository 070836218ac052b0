import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../components/layout/settings-tabs';
import { PageTitle } from '../../components/ui/page-title';
import { StoresPanel } from '../../features/stores/components/stores-panel';

export default function SettingsStoresRoute() {
  const { t } = useTranslation('stores');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <SettingsTabs />
      <StoresPanel />
    </section>
  );
}
