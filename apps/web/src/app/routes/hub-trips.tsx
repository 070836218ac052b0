import { TripsBoard } from '../../features/network/components/trips-board';
import { HubRoute } from '../hub-route';

export default function HubTripsRoute() {
  return <HubRoute titleKey="trips.title">{(hub) => <TripsBoard hub={hub} />}</HubRoute>;
}
