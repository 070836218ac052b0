import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../components/layout/settings-tabs';
import { PageTitle } from '../../components/ui/page-title';
import { ApiKeysPanel } from '../../features/api-keys/components/api-keys-panel';

export default function SettingsApiKeysRoute() {
  const { t } = useTranslation('api-keys');
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <SettingsTabs />
      <ApiKeysPanel />
    </section>
  );
}
