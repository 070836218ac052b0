import { TitledPage } from '../../components/ui/page-title';
import { HubsAdmin } from '../../features/hubs/components/hubs-admin';

export default function AdminHubsRoute() {
  return (
    <TitledPage ns="hubs" titleKey="title">
      <HubsAdmin />
    </TitledPage>
  );
}
