import { TitledPage } from '../../components/ui/page-title';
import { AssignedParcels } from '../../features/deliveries/components/assigned-parcels';

export default function AssignedParcelsRoute() {
  return (
    <TitledPage ns="riders" titleKey="All Assigned Parcel" width="7xl">
      <AssignedParcels />
    </TitledPage>
  );
}
