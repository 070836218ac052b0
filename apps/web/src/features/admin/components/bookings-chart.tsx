import type { DashboardStats } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/ui/table';
import { useNumberFormat } from '../../../lib/use-number-format';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `date` is already a Dhaka calendar day; formatting it in UTC keeps it from shifting. */
function useDayLabel(): (date: string, long?: boolean) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (date, long = false) => {
    const key = `${locale}-${long}`;
    let format = dayFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        ...(long ? { weekday: 'short' } : {}),
      });
      dayFormats.set(key, format);
    }
    return format.format(new Date(`${date}T00:00:00Z`));
  };
}

/** Plain CSS bars (no chart library); the table under it carries the same numbers for screen readers. */
export function BookingsChart({ days }: { days: DashboardStats['bookingsPerDay'] }) {
  const { t } = useTranslation('admin');
  const number = useNumberFormat();
  const dayLabel = useDayLabel();
  const max = Math.max(1, ...days.map((day) => day.count));
  return (
    <figure
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="bookings-chart-title"
    >
      <div className="card-body p-4">
        <figcaption id="bookings-chart-title" className="font-semibold">
          {t('chart.bookings.title')}
        </figcaption>
        <div className="flex h-48 items-end gap-1 sm:gap-2" aria-hidden>
          {days.map((day) => (
            <div
              key={day.date}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
            >
              <span className="text-[10px] tabular-nums opacity-80 sm:text-xs">{number(day.count)}</span>
              <div
                className="w-full rounded-t bg-primary"
                style={{ height: `${(day.count / max) * 100}%`, minHeight: day.count > 0 ? '4px' : '1px' }}
                title={`${dayLabel(day.date, true)}: ${number(day.count)}`}
              />
            </div>
          ))}
        </div>
        <div className="flex gap-1 border-t border-base-300 pt-1 sm:gap-2" aria-hidden>
          {days.map((day, index) => (
            <span key={day.date} className="min-w-0 flex-1 text-center text-[10px] opacity-80 sm:text-xs">
              {/* Every other label on phones, so the dates do not run into each other. */}
              <span className={index % 2 === 1 ? 'max-sm:invisible' : ''}>
                {dayLabel(day.date).split(' ')[0]}
              </span>
            </span>
          ))}
        </div>
        <p className="text-xs opacity-70" aria-hidden>
          {dayLabel(days[0]?.date ?? '')} – {dayLabel(days.at(-1)?.date ?? '')}
        </p>
        <table className="sr-only">
          <caption>{t('chart.bookings.title')}</caption>
          <TableHead columns={[t('chart.day'), t('chart.bookings')]} />
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date, true)}</th>
                <td>{number(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
