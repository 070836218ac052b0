import { useParams } from 'react-router';
import { RiderCheckinScreen } from '../../features/network/components/rider-checkin';
import { HubRoute } from '../hub-route';

export default function HubCheckinRoute() {
  const riderId = useParams().riderId ?? '';
  return (
    <HubRoute titleKey="checkin.title">
      {(hub) => <RiderCheckinScreen key={`${hub.id}:${riderId}`} hubId={hub.id} riderId={riderId} />}
    </HubRoute>
  );
}
