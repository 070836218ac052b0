import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { RunsBoard } from '../../features/network/components/runs-board';

export default function HubRunsRoute() {
  return (
    <TitledPage ns="network" titleKey="runs.title" width="5xl">
      <HubGate>{(hub) => <RunsBoard hub={hub} />}</HubGate>
    </TitledPage>
  );
}
