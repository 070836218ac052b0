import { TitledPage } from '../../components/ui/page-title';
import { ParcelSearch } from '../../features/parcel-desk/components/parcel-search';

export default function AdminParcelsRoute() {
  return (
    <TitledPage ns="parcel-desk" titleKey="search.title">
      <ParcelSearch />
    </TitledPage>
  );
}
