import type { ParcelStatus, PublicTrackingEvent } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  FiAlertTriangle,
  FiCheckCircle,
  FiClipboard,
  FiClock,
  FiCornerUpLeft,
  FiNavigation,
  FiPackage,
  FiRotateCcw,
  FiTruck,
  FiUserCheck,
  FiXCircle,
} from 'react-icons/fi';
import { formatDhakaDateTime } from '../format-date';

const icons: Record<ParcelStatus, IconType> = {
  pending: FiClipboard,
  assigned: FiUserCheck,
  picked_up: FiPackage,
  in_transit: FiTruck,
  out_for_delivery: FiNavigation,
  delivered_approval_pending: FiClock,
  delivered: FiCheckCircle,
  failed: FiAlertTriangle,
  returning: FiCornerUpLeft,
  returned: FiRotateCcw,
  cancelled: FiXCircle,
};

const iconTone: Record<ParcelStatus, string> = {
  pending: 'text-warning',
  assigned: 'text-info',
  picked_up: 'text-info',
  in_transit: 'text-primary',
  out_for_delivery: 'text-accent',
  delivered_approval_pending: 'text-warning',
  delivered: 'text-success',
  failed: 'text-error',
  returning: 'text-warning',
  returned: 'text-base-content/60',
  cancelled: 'text-base-content/60',
};

function descriptionKey(event: PublicTrackingEvent): string {
  if (event.toStatus === 'pending') return event.fromStatus ? 'describe.requeued' : 'describe.booked';
  return `describe.${event.toStatus}`;
}

const attemptsPattern = /^(\d+) delivery attempts failed\.$/;
const reschedulePattern = /^Receiver asked to reschedule: (.+)$/;

/** The server's plain-words notes (a failed attempt's reason, why it goes back) in the page's language. */
function useNoteText() {
  const { t } = useTranslation('tracking');
  return (note: string) => {
    const attempts = attemptsPattern.exec(note)?.[1];
    if (attempts) return t('note.attempts', { count: Number(attempts) });
    const day = reschedulePattern.exec(note)?.[1];
    if (day) return t('note.reschedule', { day });
    return t(`note.${note}`, { defaultValue: note });
  };
}

/** The parcel's history, oldest first, ending at the current step. */
export function TrackingTimeline({ events }: { events: PublicTrackingEvent[] }) {
  const { t, i18n } = useTranslation('tracking');
  const noteText = useNoteText();
  const lastIndex = events.length - 1;
  return (
    <ol
      className="timeline timeline-vertical timeline-compact timeline-snap-icon"
      data-testid="tracking-timeline"
    >
      {events.map((event, index) => {
        const Icon = icons[event.toStatus];
        const latest = index === lastIndex;
        return (
          <li
            key={`${event.at}-${event.toStatus}`}
            data-status={event.toStatus}
            aria-current={latest ? 'step' : undefined}
          >
            {index > 0 && <hr className="bg-primary/40" />}
            <div className="timeline-middle">
              <Icon className={`size-5 ${iconTone[event.toStatus]}`} aria-hidden />
            </div>
            <div
              className={`timeline-end mb-6 ml-2 w-full rounded-box border p-3 ${
                latest ? 'border-primary bg-primary/5' : 'border-base-300'
              }`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-semibold">
                  {t(`status.${event.toStatus}`)}
                  {latest && <span className="sr-only"> ({t('timeline.latest')})</span>}
                </h3>
                <time dateTime={event.at} className="text-base-content/70 text-sm">
                  {formatDhakaDateTime(event.at, i18n.language)}
                </time>
              </div>
              <p className="text-base-content/80 text-sm">{t(descriptionKey(event))}</p>
              {event.note && (
                <p className="mt-1 text-sm">
                  <span className="font-medium">{t('timeline.reason')}</span> {noteText(event.note)}
                </p>
              )}
            </div>
            {index < lastIndex && <hr className="bg-primary/40" />}
          </li>
        );
      })}
    </ol>
  );
}
