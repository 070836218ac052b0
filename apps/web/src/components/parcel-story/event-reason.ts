import type { PublicEventReason } from '@desh/shared';
import type { TFunction } from 'i18next';
import { formatDhakaDateTime } from '../../lib/format';

/**
 * The fixed, translated wording of a step's reason code (the `tracking` namespace's `reason.*`): public
 * tracking carries nothing else, and head office's desk gets the server's own notes as these codes.
 */
export function eventReasonText(
  event: { reason?: PublicEventReason | undefined; rescheduleDate?: string | undefined },
  t: TFunction<'tracking'>,
  language: string,
): string | undefined {
  if (!event.reason) return undefined;
  if ((event.reason === 'reschedule' || event.reason === 'receiver_rescheduled') && event.rescheduleDate) {
    return t(`reason.${event.reason}_on`, {
      day: formatDhakaDateTime(event.rescheduleDate, language, false),
    });
  }
  return t(`reason.${event.reason}`);
}
