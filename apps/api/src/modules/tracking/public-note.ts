import { districts, failedAttemptReasonLabels, type ParcelStatus } from '@desh/shared';

/**
 * Only a failed attempt's reason and why a parcel is going back help the person tracking (the server
 * writes those in plain words); other notes may name the rider or the receiver.
 */
const statusesWithPublicNotes: readonly ParcelStatus[] = ['failed', 'returning'];
const maxNoteLength = 200;

export interface PrivateParcelText {
  receiverName: string;
  receiverPhone: string | null;
  pickupAddress: string;
  deliveryAddress: string;
  senderEmail: string;
}

/**
 * Notes the server itself writes (delivery service): a reason from the fixed list, a reschedule day,
 * why a parcel goes back. They hold nothing private, so they are shown as they are, even when a
 * word in them happens to be part of the receiver's name.
 */
const serverNotes = new Set<string>([
  ...Object.values(failedAttemptReasonLabels),
  'The receiver refused the parcel.',
]);
const serverNotePatterns = [
  /^\d+ delivery attempts failed\.$/,
  /^Receiver asked to reschedule: \d{1,2} [A-Z][a-z]{2} \d{4}$/,
];
const isServerNote = (note: string) =>
  serverNotes.has(note) || serverNotePatterns.some((pattern) => pattern.test(note));

const emailPattern = /[^\s@]+@[^\s@]+/g;
// Phone numbers in any spelling: +880 1712-345678, 01712345678, 017 1234 5678.
const phonePattern = /\+?\d[\d\s().-]{4,}\d/g;
const publicPlaceNames = new Set(districts.map((district) => district.name.toLowerCase()));

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function privateFragments(parcel: PrivateParcelText): string[] {
  const addressParts = [parcel.pickupAddress, parcel.deliveryAddress].flatMap((address) => [
    address,
    ...address.split(/[,;\n/]/),
  ]);
  const nameParts = [parcel.receiverName, ...parcel.receiverName.split(/\s+/)];
  return [...addressParts, ...nameParts, parcel.senderEmail, parcel.receiverPhone ?? '']
    .map(normalise)
    .filter((fragment) => fragment.length >= 3 && !publicPlaceNames.has(fragment));
}

const containsWord = (text: string, fragment: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'u',
  ).test(text);

/**
 * The note a public timeline may show, or nothing. Tracking IDs are guessable, so a note is shown
 * only for a failed delivery, with phones and emails masked, and dropped whole if it repeats any part
 * of the receiver's name or either address.
 */
export function publicNote(
  note: string | null | undefined,
  toStatus: ParcelStatus,
  parcel: PrivateParcelText,
): string | undefined {
  if (!note || !statusesWithPublicNotes.includes(toStatus)) return undefined;
  if (isServerNote(note)) return note;
  const masked = note.replace(emailPattern, '…').replace(phonePattern, '…').replace(/\s+/g, ' ').trim();
  const text = normalise(masked);
  if (!text || privateFragments(parcel).some((fragment) => containsWord(text, fragment))) return undefined;
  return masked.length > maxNoteLength ? `${masked.slice(0, maxNoteLength - 1)}…` : masked;
}
