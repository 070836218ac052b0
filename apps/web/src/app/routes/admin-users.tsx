import { TitledPage } from '../../components/ui/page-title';
import { UsersAdmin } from '../../features/admin/components/users-admin';

export default function AdminUsersRoute() {
  return (
    <TitledPage ns="admin" titleKey="Users">
      <UsersAdmin />
    </TitledPage>
  );
}
