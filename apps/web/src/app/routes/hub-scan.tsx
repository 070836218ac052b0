import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { ScanStation } from '../../features/network/components/scan-station';
import { FieldScreen } from '../field-screen';

export default function HubScanRoute() {
  return (
    <TitledPage ns="network" titleKey="scan.title" width="5xl">
      <FieldScreen>
        <HubGate>{(hub) => <ScanStation hub={hub} />}</HubGate>
      </FieldScreen>
    </TitledPage>
  );
}
