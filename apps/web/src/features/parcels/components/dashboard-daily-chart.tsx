import type { MerchantDashboard } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { formatDay, localDigits } from '../../../lib/format';
import { useNumberFormat } from '../../../lib/use-number-format';

type Day = MerchantDashboard['daily'][number];

const height = (value: number, max: number) =>
  `${max === 0 ? 0 : Math.max(value > 0 ? 4 : 0, (value * 100) / max)}%`;

/**
 * A fortnight, day by day: booked (left bar, blue) against delivered and returned (right bar, stacked). Drawn
 * for the eye; the same figures are a table for a screen reader.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const { t, i18n } = useTranslation('parcels');
  const number = useNumberFormat();
  const max = Math.max(1, ...daily.map((day) => Math.max(day.booked, day.delivered + day.returned)));
  const legend = [
    ['bg-info', t('dashboard.chart.booked')],
    ['bg-success', t('dashboard.chart.delivered')],
    ['bg-error', t('dashboard.chart.returned')],
  ] as const;
  return (
    <section aria-labelledby="dashboard-chart" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <h2 id="dashboard-chart" className="card-title text-lg">
          {t('dashboard.chart.title', { days: number(daily.length) })}
        </h2>
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden>
          {legend.map(([colour, label]) => (
            <li key={label} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${colour}`} />
              {label}
            </li>
          ))}
        </ul>
        <div className="flex h-36 items-end gap-1 sm:gap-2" aria-hidden data-testid="daily-chart">
          {daily.map((day) => (
            <div key={day.day} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
              <div className="flex h-full w-full items-end justify-center gap-px">
                <div
                  className="w-1/2 max-w-4 rounded-t bg-info"
                  style={{ height: height(day.booked, max) }}
                />
                <div className="flex h-full w-1/2 max-w-4 flex-col justify-end">
                  <div className="rounded-t bg-error" style={{ height: height(day.returned, max) }} />
                  <div className="bg-success" style={{ height: height(day.delivered, max) }} />
                </div>
              </div>
              <span className="text-[0.65rem] tabular-nums opacity-70">
                {localDigits(day.day.slice(8), i18n.language)}
              </span>
            </div>
          ))}
        </div>
        <table className="sr-only">
          <caption>{t('dashboard.chart.title', { days: number(daily.length) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.chart.day')}</th>
              <th scope="col">{t('dashboard.chart.booked')}</th>
              <th scope="col">{t('dashboard.chart.delivered')}</th>
              <th scope="col">{t('dashboard.chart.returned')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, i18n.language)}</th>
                <td>{number(day.booked)}</td>
                <td>{number(day.delivered)}</td>
                <td>{number(day.returned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
