import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

export default function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  return (
    <section>
      <PageTitle title={t('Admin Dashboard')}>{t('Admin Dashboard')}</PageTitle>
      <AdminDashboard />
    </section>
  );
}
