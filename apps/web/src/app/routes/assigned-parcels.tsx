import { TitledPage } from '../../components/ui/page-title';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { AssignedParcels } from '../../features/deliveries/components/assigned-parcels';
import { FieldScreen } from '../field-screen';

export default function AssignedParcelsRoute() {
  const { user } = useAuth();
  // The run is a field screen: it opens offline, and its actions wait on the phone until they are sent.
  return (
    <TitledPage ns="riders" titleKey="All Assigned Parcel" width="7xl">
      <FieldScreen>
        <AssignedParcels riderId={user?.uid ?? null} />
      </FieldScreen>
    </TitledPage>
  );
}
