import { TitledPage } from '../../components/ui/page-title';
import { BagsBoard } from '../../features/network/components/bags-board';
import { HubGate } from '../../features/network/components/hub-gate';
import { FieldScreen } from '../field-screen';

export default function HubBagsRoute() {
  return (
    <TitledPage ns="network" titleKey="bags.title" width="5xl">
      <FieldScreen>
        <HubGate>{(hub) => <BagsBoard hub={hub} />}</HubGate>
      </FieldScreen>
    </TitledPage>
  );
}
