/**
 * The label's check code (issue 61): a few characters the server derives from the tracking ID with a
 * secret, printed only on the label's barcode and QR code. A scan that carries it proves the parcel's
 * label is in hand; a tracking ID alone (typed, or an old label) is only a claim.
 * The characters are base32 without look-alikes (no 0/O, no 1/I), so an operator can read one out.
 */
export const labelCheckAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const labelCheckLength = 5;

/**
 * What a scanner read: a parcel's tracking ID (also inside the QR label's tracking URL) with the
 * label's check code when the label carried one, or a bag's code.
 */
export type ScannedCode =
  | { kind: 'parcel'; trackingId: string; check?: string }
  | { kind: 'bag'; code: string };

/** What a label's barcode carries: the tracking ID and its check code, as one scannable string. */
export const labelBarcodeText = (trackingId: string, check: string) => `${trackingId}-${check}`;

const checkPattern = `[${labelCheckAlphabet}]{${labelCheckLength}}`;
// A check code follows the tracking ID after a hyphen (the Code 128 label) or a `#` (the QR code's
// tracking URL, where it stays out of the address the browser sends).
// Anything else glued to the tracking ID (a mistyped or cut code) is not a label: nothing is read.
const parcelPattern = new RegExp(
  `(?:^|[^A-Z0-9])(DSH-\\d{13,})(?:[-#](${checkPattern}))?(?=$|[^A-Z0-9#-]|[-#](?![A-Z0-9]))`,
);

export function readScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim().toUpperCase();
  const parcel = parcelPattern.exec(text);
  if (parcel?.[1]) {
    return parcel[2]
      ? { kind: 'parcel', trackingId: parcel[1], check: parcel[2] }
      : { kind: 'parcel', trackingId: parcel[1] };
  }
  const bag = /^(BAG-[A-Z0-9]{4,20})$/.exec(text);
  if (bag?.[1]) return { kind: 'bag', code: bag[1] };
  return null;
}
