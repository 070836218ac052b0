import { useTranslation } from 'react-i18next';
import { TitledPage } from '../../components/ui/page-title';
import { WebhookEndpoints } from '../../features/merchants/components/webhook-endpoints';

export default function WebhooksRoute() {
  const { t } = useTranslation('merchants');
  return (
    <TitledPage ns="merchants" titleKey="webhooks.title" width="7xl" settingsTabs>
      <p className="mb-6 max-w-3xl opacity-80">{t('webhooks.intro')}</p>
      <WebhookEndpoints />
    </TitledPage>
  );
}
