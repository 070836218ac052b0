import type { DashboardStats } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { FiAlertTriangle, FiCalendar, FiPackage } from 'react-icons/fi';
import { useTaka } from '../../../lib/use-money';
import { useNumberFormat } from '../../../lib/use-number-format';

function TakaIcon({ className }: { className?: string }) {
  return (
    <span
      className={`${className ?? ''} inline-flex items-center justify-center text-2xl font-bold`}
      aria-hidden
    >
      ৳
    </span>
  );
}

export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('admin');
  const taka = useTaka();
  const number = useNumberFormat();
  const cards = [
    {
      id: 'todaysBookings',
      label: t("Today's Bookings"),
      value: number(stats.todaysBookings),
      hint: t('stat.todaysBookings.hint'),
      icon: FiPackage,
      tone: 'text-primary bg-primary/10',
    },
    {
      id: 'failedDeliveries',
      label: t('Failed Deliveries'),
      value: number(stats.failedDeliveries),
      hint: t('stat.failedDeliveries.hint'),
      icon: FiAlertTriangle,
      tone: 'text-error bg-error/10',
    },
    {
      id: 'pastPromised',
      label: t('stat.pastPromised'),
      value: number(stats.pastPromised),
      hint: t('stat.pastPromised.hint'),
      icon: FiCalendar,
      tone: 'text-warning bg-warning/10',
    },
    {
      id: 'totalCod',
      label: t('Total COD'),
      value: taka(stats.totalCod),
      hint: t('stat.totalCod.hint'),
      icon: TakaIcon,
      tone: 'text-accent bg-accent/10',
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ id, label, value, hint, icon: Icon, tone }) => (
        <li key={id} className="card border border-base-300 bg-base-100 shadow-sm" data-testid={`stat-${id}`}>
          <div className="card-body flex-row items-center gap-4 p-4">
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-6" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm opacity-80">{label}</p>
              <p className="text-2xl font-bold tabular-nums" data-testid={`stat-${id}-value`}>
                {value}
              </p>
              {/* What the figure counts, so it is not read against the status chart's. */}
              <p className="text-xs opacity-80" data-testid={`stat-${id}-hint`}>
                {hint}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
