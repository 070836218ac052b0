import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { TripsBoard } from '../../features/network/components/trips-board';

export default function HubTripsRoute() {
  return (
    <TitledPage ns="network" titleKey="trips.title" width="5xl">
      <HubGate>{(hub) => <TripsBoard hub={hub} />}</HubGate>
    </TitledPage>
  );
}
