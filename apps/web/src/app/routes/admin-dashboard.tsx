import { TitledPage } from '../../components/layout/titled-page';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return (
    <TitledPage ns="admin" titleKey="Admin Dashboard">
      <AdminDashboard />
    </TitledPage>
  );
}
