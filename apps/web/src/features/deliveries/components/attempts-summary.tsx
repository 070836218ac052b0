import { useTranslation } from 'react-i18next';
import { FiAlertTriangle, FiCalendar, FiPhoneOutgoing } from 'react-icons/fi';
import { formatDhakaTime } from '../../../lib/format-clock';
import { useNumberFormat } from '../../../lib/use-number-format';
import type { RunItem } from '../api/get-delivery-run';

const dayFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Earlier failed attempts at this parcel: how many, the last reason, and a day the receiver asked for. */
export function AttemptsSummary({ item }: { item: RunItem }) {
  const { t, i18n } = useTranslation('deliveries');
  const number = useNumberFormat();
  const last = item.attempts.at(-1);
  if (!last) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="attempts-summary">
      <span className="flex items-center gap-1 font-semibold text-error">
        <FiAlertTriangle aria-hidden />
        {t('attempts.count', { count: item.attempts.length, shown: number(item.attempts.length) })}
      </span>
      <span className="opacity-80">{t(`reason.${last.reason}`)}</span>
      {last.calledAt && (
        <span className="flex items-center gap-1" data-testid="attempt-called">
          <FiPhoneOutgoing aria-hidden />
          {t('attempts.called', { time: formatDhakaTime(last.calledAt, i18n.language) })}
        </span>
      )}
      {item.rescheduledFor && (
        <span className="flex items-center gap-1">
          <FiCalendar aria-hidden />
          {t('attempts.rescheduled', {
            day: dayFormat(i18n.language).format(new Date(`${item.rescheduledFor}T00:00:00Z`)),
          })}
        </span>
      )}
    </div>
  );
}
