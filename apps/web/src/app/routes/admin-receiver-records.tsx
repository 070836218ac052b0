import { TitledPage } from '../../components/ui/page-title';
import { HiddenRecordsAdmin } from '../../features/receivers/components/hidden-records-admin';
import { ReceiverLookupsAdmin } from '../../features/receivers/components/receiver-lookups-admin';

export default function AdminReceiverRecordsRoute() {
  return (
    <TitledPage ns="receivers" titleKey="admin.title">
      <div className="space-y-6">
        <ReceiverLookupsAdmin />
        <HiddenRecordsAdmin />
      </div>
    </TitledPage>
  );
}
