import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/ui/load-error';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { BookingsChart } from './bookings-chart';
import { StatCards } from './stat-cards';
import { StatusBreakdown } from './status-breakdown';

export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const stats = useDashboardStats();
  if (!stats.isSuccess)
    return <QueryFallback query={stats} message={t('load.stats')} retryLabel={t('load.retry')} />;
  return (
    <div className="space-y-6">
      <StatCards stats={stats.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BookingsChart days={stats.data.bookingsPerDay} />
        <StatusBreakdown counts={stats.data.parcelsByStatus} />
      </div>
    </div>
  );
}
