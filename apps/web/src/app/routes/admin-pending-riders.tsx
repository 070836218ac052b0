import { TitledPage } from '../../components/ui/page-title';
import { PendingRidersTable } from '../../features/admin/components/pending-riders-table';

export default function PendingRidersRoute() {
  return (
    <TitledPage ns="admin" titleKey="Pending Riders">
      <PendingRidersTable />
    </TitledPage>
  );
}
