import { useParams } from 'react-router';
import { TitledPage } from '../../components/ui/page-title';
import { WebhookLog } from '../../features/merchants/components/webhook-log';

export default function WebhookLogRoute() {
  const endpointId = useParams().endpointId ?? '';
  return (
    <TitledPage ns="merchants" titleKey="webhooks.logTitle" width="5xl">
      <WebhookLog key={endpointId} endpointId={endpointId} />
    </TitledPage>
  );
}
