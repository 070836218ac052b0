import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { TripsBoard } from '../../features/network/components/trips-board';
import { FieldScreen } from '../field-screen';

export default function HubTripsRoute() {
  return (
    <TitledPage ns="network" titleKey="trips.title" width="5xl">
      <FieldScreen>
        <HubGate>{(hub) => <TripsBoard hub={hub} />}</HubGate>
      </FieldScreen>
    </TitledPage>
  );
}
