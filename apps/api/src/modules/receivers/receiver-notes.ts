import type { PublicEventReason, ReceiverCorrection, ReceiverInstructions } from '@desh/shared';

/**
 * The timeline notes a receiver's changes leave, and the public reason each stands for. The sender,
 * rider and admins read the note (it may hold a landmark or a floor); public tracking reads only the
 * code (and the day chosen), never the text.
 */

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayPrefix = 'Receiver chose another delivery day: ';
const instructionsPrefix = 'Receiver’s delivery instructions: ';
const pinPrefix = 'Receiver dropped a map pin';

export function rescheduleNote(day: string): string {
  return `${dayPrefix}${dayFormat.format(new Date(`${day}T00:00:00Z`))} (${day}).`;
}

export function instructionsNote(instructions: ReceiverInstructions): string {
  const parts = [
    instructions.landmark && `landmark “${instructions.landmark}”`,
    instructions.floor && `floor “${instructions.floor}”`,
    instructions.callBefore && 'call before coming',
  ].filter(Boolean);
  return `${instructionsPrefix}${parts.length > 0 ? parts.join('; ') : 'none'}.`;
}

export function pinNote(accuracyM: number): string {
  return `${pinPrefix} (within ${Math.round(accuracyM)} m).`;
}

/** The receiver's correction request: what they asked to correct, never the values (the shop's page shows them). */
export function correctionRequestNote(correction: ReceiverCorrection): string {
  const what = [correction.deliveryAddress && 'address', correction.receiverPhone && 'phone number']
    .filter(Boolean)
    .join(' and ');
  return `Receiver asked for a corrected ${what} for the next attempt.`;
}

/**
 * The public reason of a receiver's step (a step whose status did not change), or undefined when the
 * note is none of theirs.
 */
export function receiverEventDetail(
  note: string,
): { reason: PublicEventReason; rescheduleDate?: string } | undefined {
  if (note.startsWith(dayPrefix)) {
    const day = /\((\d{4}-\d{2}-\d{2})\)\.$/.exec(note)?.[1];
    return day ? { reason: 'receiver_rescheduled', rescheduleDate: day } : { reason: 'receiver_rescheduled' };
  }
  if (note.startsWith(instructionsPrefix)) return { reason: 'receiver_instructions' };
  if (note.startsWith(pinPrefix)) return { reason: 'receiver_pin' };
  return undefined;
}
