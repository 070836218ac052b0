import { BagLabel } from '../../features/network/components/bag-label';
import { LabelRoute } from '../label-route';

export default function HubBagLabelRoute() {
  return (
    <LabelRoute ns="network" param="bagId">
      {(bagId) => <BagLabel key={bagId} bagId={bagId} />}
    </LabelRoute>
  );
}
