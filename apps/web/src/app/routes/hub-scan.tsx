import { TitledPage } from '../../components/ui/page-title';
import { HubGate } from '../../features/network/components/hub-gate';
import { ScanStation } from '../../features/network/components/scan-station';

export default function HubScanRoute() {
  return (
    <TitledPage ns="network" titleKey="scan.title" width="5xl">
      <HubGate>{(hub) => <ScanStation hub={hub} />}</HubGate>
    </TitledPage>
  );
}
