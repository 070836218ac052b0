import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { RunsBoard } from '../../features/network/components/runs-board';
import { FieldScreen } from '../field-screen';

export default function HubRunsRoute() {
  return (
    <TitledPage ns="network" titleKey="runs.title" width="5xl">
      <FieldScreen>
        <HubGate>{(hub) => <RunsBoard hub={hub} />}</HubGate>
      </FieldScreen>
    </TitledPage>
  );
}
