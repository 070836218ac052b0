import {
  broughtBackUnattemptedNote,
  type FailedAttemptReason,
  failedAttemptReasonLabels,
  failedAttemptReasons,
  type ParcelStatus,
  type PartialDeliveryReason,
  type PublicEventReason,
  partialDeliveryReasonLabels,
  partialDeliveryReasons,
  type ReturnLegKind,
} from '@desh/shared';
import { receiverEventDetail } from '../receivers/receiver-notes.ts';

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
const returnLegPattern =
  /^Return of DSH-\d+: (the rest of a partial delivery|the old item of an exchange)\.$/;
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

const partialPattern = /^(.+)\. The rest returns as DSH-\d+\.$/;
const partialByLabel = new Map<string, PartialDeliveryReason>(
  partialDeliveryReasons.map((reason) => [partialDeliveryReasonLabels[reason], reason]),
);

/** A partial delivery's note: why, in plain words, and the return parcel that brings the rest back. */
export function partialDeliveryNote(reason: PartialDeliveryReason, returnTrackingId: string): string {
  return `${partialDeliveryReasonLabels[reason]}. The rest returns as ${returnTrackingId}.`;
}

/** The first note of a return parcel made at the door: which parcel it comes back from, and why. */
export function returnLegNote(kind: ReturnLegKind, outboundTrackingId: string): string {
  const why = kind === 'partial' ? 'the rest of a partial delivery' : 'the old item of an exchange';
  return `Return of ${outboundTrackingId}: ${why}.`;
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
  fromStatus?: ParcelStatus | null,
): { reason?: PublicEventReason; rescheduleDate?: string } {
  // Only a receiver's change leaves the status as it was (receivers/receiver-notes.ts).
  if (fromStatus === toStatus && note) return receiverEventDetail(note) ?? {};
  if (toStatus === 'failed' && note) {
    const byLabel = reasonByLabel.get(note);
    if (byLabel) return { reason: byLabel };
    const day = reschedulePattern.exec(note);
    const date = day ? isoDay(day[1] ?? '', day[2] ?? '', day[3] ?? '') : undefined;
    if (date) return { reason: 'reschedule', rescheduleDate: date };
    return {};
  }
  if (toStatus === 'in_transit' && note === broughtBackUnattemptedNote) return { reason: 'not_attempted' };
  if (toStatus === 'partially_delivered') {
    const reason = note ? partialByLabel.get(partialPattern.exec(note)?.[1] ?? '') : undefined;
    return reason ? { reason } : {};
  }
  if (toStatus === 'returning') {
    if (note === refusedNote) return { reason: 'refused' };
    if (note && attemptsPattern.test(note)) return { reason: 'attempts_exhausted' };
    const leg = note ? returnLegPattern.exec(note) : null;
    if (leg) return { reason: leg[1]?.startsWith('the rest') ? 'partial_remainder' : 'exchange_item' };
    return { reason: 'sent_back' };
  }
  return {};
}

/** Whether the delivery service wrote this note itself: its reason code already says all of it. */
export function isServerNote(toStatus: ParcelStatus, note: string | null): boolean {
  if (!note) return false;
  if (toStatus === 'failed' || toStatus === 'partially_delivered') {
    return publicEventDetail(toStatus, note).reason !== undefined;
  }
  // The brought-back note is told by its code everywhere (the sender's page words it in the page's
  // language, issue 63): its English text is never shown.
  if (toStatus === 'in_transit') return note === broughtBackUnattemptedNote;
  return toStatus === 'returning' && publicEventDetail(toStatus, note).reason !== 'sent_back';
}
