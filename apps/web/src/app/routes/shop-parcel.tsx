import { useParams } from 'react-router';
import { TitledPage } from '../../components/ui/page-title';
import { ShopParcelPage } from '../../features/parcels/components/shop-parcel-page';

export default function ShopParcelRoute() {
  const { trackingId = '' } = useParams();
  return (
    <TitledPage ns="parcels" titleKey="page.title" width="7xl">
      <ShopParcelPage trackingId={trackingId} />
    </TitledPage>
  );
}
