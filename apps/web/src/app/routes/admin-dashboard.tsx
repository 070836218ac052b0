import { TitledPage } from '../../components/ui/page-title';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return (
    <TitledPage ns="admin" titleKey="Admin Dashboard">
      <AdminDashboard />
    </TitledPage>
  );
}
