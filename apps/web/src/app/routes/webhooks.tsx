import { useTranslation } from 'react-i18next';
import { SettingsTabs } from '../../components/layout/settings-tabs';
import { PageTitle } from '../../components/ui/page-title';
import { WebhookEndpoints } from '../../features/merchants/components/webhook-endpoints';

export default function WebhooksRoute() {
  const { t } = useTranslation('merchants');
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('webhooks.title')}>{t('webhooks.title')}</PageTitle>
      <SettingsTabs />
      <p className="mb-6 max-w-3xl opacity-80">{t('webhooks.intro')}</p>
      <WebhookEndpoints />
    </section>
  );
}
