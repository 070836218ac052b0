import { TitledPage } from '../../components/ui/page-title';
import { SupportAdminList } from '../../features/support/components/support-admin-list';

export default function AdminSupportRoute() {
  return (
    <TitledPage ns="support" titleKey="admin.title">
      <SupportAdminList />
    </TitledPage>
  );
}
