import { TitledPage } from '../../components/layout/titled-page';
import { SupportAdminList } from '../../features/support/components/support-admin-list';

export default function AdminSupportRoute() {
  return (
    <TitledPage ns="support" titleKey="admin.title">
      <SupportAdminList />
    </TitledPage>
  );
}
