import {
  type FailedAttemptReason,
  failedAttemptReasonLabels,
  failedAttemptReasons,
  type ParcelStatus,
  type PublicEventReason,
} from '@desh/shared';

/**
 * The notes the delivery service writes on a parcel's timeline, and the fixed reason code each one
 * stands for. The sender, the rider and admins read the note; public tracking reads only the code
 * (`publicEventDetail`), so no text anybody typed ever reaches a visitor.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const refusedNote = 'The receiver refused the parcel.';
const attemptsPattern = /^\d+ delivery attempts failed\.$/;
const reschedulePattern = /^Receiver asked to reschedule: (\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** A failed attempt's note: its reason in plain words, with the day the receiver asked for. */
export function failedAttemptNote(reason: FailedAttemptReason, rescheduleDate?: string | null): string {
  const label = failedAttemptReasonLabels[reason];
  if (reason !== 'reschedule' || !rescheduleDate) return label;
  return `${label}: ${dayFormat.format(new Date(`${rescheduleDate}T00:00:00Z`))}`;
}

/** Why the server itself sends a parcel back: a refusal, or the last allowed attempt failed. */
export function automaticReturnNote(why: { refused: true } | { attempts: number }): string {
  return 'refused' in why ? refusedNote : `${why.attempts} delivery attempts failed.`;
}

function isoDay(day: string, month: string, year: string): string | undefined {
  const index = months.indexOf(month);
  if (index < 0) return undefined;
  return `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const reasonByLabel = new Map<string, FailedAttemptReason>(
  failedAttemptReasons.map((reason) => [failedAttemptReasonLabels[reason], reason]),
);

/**
 * What public tracking may say about a step besides its status: a code from a fixed list (and the
 * day a receiver asked for), never the note. A note on `returning` that the server did not write is
 * an admin's decision: it is told as `sent_back`, whatever the admin typed.
 */
export function publicEventDetail(
  toStatus: ParcelStatus,
  note: string | null,
): { reason?: PublicEventReason; rescheduleDate?: string } {
  if (toStatus === 'failed' && note) {
    const byLabel = reasonByLabel.get(note);
    if (byLabel) return { reason: byLabel };
    const day = reschedulePattern.exec(note);
    const date = day ? isoDay(day[1] ?? '', day[2] ?? '', day[3] ?? '') : undefined;
    if (date) return { reason: 'reschedule', rescheduleDate: date };
    return {};
  }
  if (toStatus === 'returning') {
    if (note === refusedNote) return { reason: 'refused' };
    if (note && attemptsPattern.test(note)) return { reason: 'attempts_exhausted' };
    return { reason: 'sent_back' };
  }
  return {};
}

/** Whether the delivery service wrote this note itself: its reason code already says all of it. */
export function isServerNote(toStatus: ParcelStatus, note: string | null): boolean {
  if (!note) return false;
  if (toStatus === 'failed') return publicEventDetail(toStatus, note).reason !== undefined;
  return toStatus === 'returning' && publicEventDetail(toStatus, note).reason !== 'sent_back';
}
