import { TitledPage } from '../../components/ui/page-title';
import { HiddenRecordsAdmin } from '../../features/receivers/components/hidden-records-admin';

export default function AdminReceiverRecordsRoute() {
  return (
    <TitledPage ns="receivers" titleKey="admin.title">
      <HiddenRecordsAdmin />
    </TitledPage>
  );
}
