import { ScanStation } from '../../features/network/components/scan-station';
import { HubRoute } from '../hub-route';

export default function HubScanRoute() {
  return <HubRoute titleKey="scan.title">{(hub) => <ScanStation hub={hub} />}</HubRoute>;
}
