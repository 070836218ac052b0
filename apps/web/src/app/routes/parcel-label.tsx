import { ParcelLabel } from '../../features/parcels/components/parcel-label';
import { LabelRoute } from '../label-route';

export default function ParcelLabelRoute() {
  return (
    <LabelRoute ns="parcels" param="parcelId">
      {(parcelId) => <ParcelLabel key={parcelId} parcelId={parcelId} />}
    </LabelRoute>
  );
}
