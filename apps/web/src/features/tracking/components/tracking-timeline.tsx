import type { ParcelStatus, PublicMilestone, PublicTrackingEvent } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  FiAlertTriangle,
  FiCheckCircle,
  FiClipboard,
  FiClock,
  FiCornerUpLeft,
  FiMapPin,
  FiNavigation,
  FiPackage,
  FiRotateCcw,
  FiTruck,
  FiUserCheck,
  FiXCircle,
} from 'react-icons/fi';
import { eventReasonText } from '../../../components/parcel-story/event-reason';
import { formatDhakaDateTime } from '../../../lib/format';
import { stepKey } from '../api/get-tracking-history';
import { hubName } from './hub-location';

const icons: Record<ParcelStatus, IconType> = {
  pending: FiClipboard,
  assigned: FiUserCheck,
  picked_up: FiPackage,
  in_transit: FiTruck,
  out_for_delivery: FiNavigation,
  delivered_approval_pending: FiClock,
  delivered: FiCheckCircle,
  partially_delivered: FiCheckCircle,
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
  partially_delivered: 'text-success',
  failed: 'text-error',
  returning: 'text-warning',
  returned: 'text-base-content/60',
  cancelled: 'text-base-content/60',
};

function descriptionKey(event: PublicTrackingEvent): string {
  if (event.toStatus === 'pending') return event.fromStatus ? 'describe.requeued' : 'describe.booked';
  return `describe.${event.toStatus}`;
}

type Step = { kind: 'event'; event: PublicTrackingEvent } | { kind: 'milestone'; milestone: PublicMilestone };

/** Status changes and hub milestones in one line of time (a status first when both share a moment). */
function stepsOf(events: PublicTrackingEvent[], milestones: PublicMilestone[]): Step[] {
  const steps: Step[] = [
    ...events.map((event) => ({ kind: 'event' as const, event })),
    ...milestones.map((milestone) => ({ kind: 'milestone' as const, milestone })),
  ];
  const at = (step: Step) => (step.kind === 'event' ? step.event.at : step.milestone.at);
  return steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => at(a.step).localeCompare(at(b.step)) || a.order - b.order)
    .map(({ step }) => step);
}

/**
 * The parcel's history, oldest first, ending at the current step: its status changes and the hubs it
 * passed. `notes` (by `stepKey`) are the steps' own words, given only to the sender, the rider and
 * admins on their own screens.
 */
/** A step's card beside the line: what happened and when (the latest step stands out), then more about it. */
function StepCard({
  latest,
  heading,
  at,
  children,
}: {
  latest: boolean;
  heading: string;
  at: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('tracking');
  return (
    <div
      className={`timeline-end mb-6 ml-2 w-full rounded-box border p-3 ${
        latest ? 'border-primary bg-primary/5' : 'border-base-300'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold">
          {heading}
          {latest && <span className="sr-only"> ({t('timeline.latest')})</span>}
        </h3>
        <time dateTime={at} className="text-base-content/70 text-sm">
          {formatDhakaDateTime(at, i18n.language)}
        </time>
      </div>
      {children}
    </div>
  );
}

export function TrackingTimeline({
  events,
  milestones = [],
  notes,
}: {
  events: PublicTrackingEvent[];
  milestones?: PublicMilestone[];
  notes?: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation('tracking');
  const steps = stepsOf(events, milestones);
  const lastIndex = steps.length - 1;
  return (
    <ol
      className="timeline timeline-vertical timeline-compact timeline-snap-icon"
      data-testid="tracking-timeline"
    >
      {steps.map((step, index) => {
        const latest = index === lastIndex;
        if (step.kind === 'milestone') {
          const { milestone } = step;
          return (
            <li
              key={`${milestone.at}-${milestone.kind}-${milestone.hub.code}`}
              data-milestone={milestone.kind}
            >
              {index > 0 && <hr className="bg-primary/40" />}
              <div className="timeline-middle">
                <FiMapPin className="size-5 text-primary" aria-hidden />
              </div>
              <StepCard
                latest={latest}
                heading={t(`milestone.${milestone.kind}`, { hub: hubName(milestone.hub, i18n.language) })}
                at={milestone.at}
              />
              {index < lastIndex && <hr className="bg-primary/40" />}
            </li>
          );
        }
        const { event } = step;
        const Icon = icons[event.toStatus];
        const reason = eventReasonText(event, t, i18n.language);
        const note = notes?.get(stepKey(event.toStatus, event.at));
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
            <StepCard latest={latest} heading={t(`status.${event.toStatus}`)} at={event.at}>
              <p className="text-base-content/80 text-sm">{t(descriptionKey(event))}</p>
              {reason && (
                <p className="mt-1 text-sm" data-testid="tracking-reason">
                  <span className="font-medium">{t('timeline.reason')}</span> {reason}
                </p>
              )}
              {note && (
                <p
                  className="mt-2 whitespace-pre-line break-words rounded-box bg-base-200 px-3 py-2 text-sm"
                  data-testid="tracking-note"
                >
                  <span className="block font-medium text-base-content/70 text-xs">{t('timeline.note')}</span>
                  {note}
                </p>
              )}
            </StepCard>
            {index < lastIndex && <hr className="bg-primary/40" />}
          </li>
        );
      })}
    </ol>
  );
}
