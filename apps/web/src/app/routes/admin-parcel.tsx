import { useParams } from 'react-router';
import { TitledPage } from '../../components/ui/page-title';
import { ParcelPage } from '../../features/parcel-desk/components/parcel-page';

export default function AdminParcelRoute() {
  const { trackingId = '' } = useParams();
  return (
    <TitledPage ns="parcel-desk" titleKey="page.title">
      <ParcelPage trackingId={trackingId} />
    </TitledPage>
  );
}
