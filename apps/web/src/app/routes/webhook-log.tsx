import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { WebhookLog } from '../../features/merchants/components/webhook-log';

export default function WebhookLogRoute() {
  const { t } = useTranslation('merchants');
  const endpointId = useParams().endpointId ?? '';
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t('webhooks.logTitle')}>{t('webhooks.logTitle')}</PageTitle>
      <WebhookLog key={endpointId} endpointId={endpointId} />
    </section>
  );
}
