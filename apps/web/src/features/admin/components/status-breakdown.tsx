import { type DashboardStats, parcelStatuses } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { statusTone } from '../../../components/ui/status-badge';
import { useNumberFormat } from '../../../lib/use-number-format';

const barTone: Record<string, string> = {
  'badge-warning': 'bg-warning',
  'badge-info': 'bg-info',
  'badge-primary': 'bg-primary',
  'badge-success': 'bg-success',
  'badge-error': 'bg-error',
  // Neutral is near black in the dark theme, where it vanished against the track.
  'badge-neutral': 'bg-base-content/60',
};

/** Parcels per status as labelled bars; the numbers are text, so it reads the same without the bars. */
export function StatusBreakdown({ counts }: { counts: DashboardStats['parcelsByStatus'] }) {
  const { t } = useTranslation('admin');
  const { t: tt } = useTranslation('tracking');
  const number = useNumberFormat();
  const max = Math.max(1, ...Object.values(counts));
  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="status-breakdown-title"
    >
      <div className="card-body p-4">
        <h2 id="status-breakdown-title" className="font-semibold">
          {t('chart.status.title')}
        </h2>
        <p className="text-xs opacity-80">{t('chart.status.hint')}</p>
        <ul className="space-y-2">
          {parcelStatuses.map((status) => (
            <li
              key={status}
              className="grid grid-cols-[7rem_1fr_auto] items-center gap-2 text-sm"
              data-status={status}
            >
              <span>{tt(`status.${status}`)}</span>
              <span className="h-3 overflow-hidden rounded-full bg-base-200" aria-hidden>
                <span
                  className={`block h-full rounded-full ${barTone[statusTone[status]] ?? 'bg-primary'}`}
                  style={{ width: `${(counts[status] / max) * 100}%` }}
                />
              </span>
              <span className="min-w-8 text-right font-semibold tabular-nums">{number(counts[status])}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
