import { TitledPage } from '../../components/ui/page-title';
import { PendingParcelsTable } from '../../features/admin/components/pending-parcels-table';

export default function PendingParcelsRoute() {
  return (
    <TitledPage ns="admin" titleKey="Pending Parcels">
      <PendingParcelsTable />
    </TitledPage>
  );
}
