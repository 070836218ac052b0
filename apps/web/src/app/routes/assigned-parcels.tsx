import { TitledPage } from '../../components/ui/page-title';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { AssignedParcels } from '../../features/deliveries/components/assigned-parcels';
import { persistFieldQueries } from '../../lib/offline-queue/persisted-queries';
import { queryClient } from '../../lib/query-client';
import { FieldScreen } from '../field-screen';

// Opened with no network, the page needs the kept answers (who is signed in, the run) before the
// sign-in guard can let it in: they are restored as soon as this page's code arrives.
void persistFieldQueries(queryClient);

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
