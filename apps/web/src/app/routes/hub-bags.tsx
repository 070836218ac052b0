import { TitledPage } from '../../components/ui/page-title';
import { BagsBoard } from '../../features/network/components/bags-board';
import { HubGate } from '../../features/network/components/hub-gate';

export default function HubBagsRoute() {
  return (
    <TitledPage ns="network" titleKey="bags.title" width="5xl">
      <HubGate>{(hub) => <BagsBoard hub={hub} />}</HubGate>
    </TitledPage>
  );
}
