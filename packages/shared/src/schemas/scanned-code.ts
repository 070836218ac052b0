import { trackingIdPattern } from './parcels.ts';

/** What a scanned or typed label says: a parcel (its tracking ID) or a bag (its code). */
export type ScannedCode = { kind: 'parcel'; trackingId: string } | { kind: 'bag'; code: string };

export const bagCodePattern = /^BAG-[A-Z0-9][A-Z0-9-]{2,40}$/;

// Some scanners send an AIM symbology prefix (`]C0` for Code 128, `]Q1` for QR) before the data.
const symbologyPrefix = /^\][A-Za-z]\d/;
// A tracking link from a label's QR code: …/track/DSH-1700000000000 (with or without a query).
const trackingLink = /\/track\/(DSH-\d{13,})(?:[/?#]|$)/i;

/**
 * Reads one scan (a keyboard scanner's burst, a camera's decoded text or a person's typing) as a
 * parcel or a bag, or null when it is neither. Case and stray whitespace or control characters are
 * forgiven, since people type codes by hand when a label is torn.
 */
export function readScannedCode(raw: string): ScannedCode | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: scanners add CR, LF, tabs and GS characters
  const text = raw.replace(/[\u0000-\u001f\u007f\s]+/g, '').replace(symbologyPrefix, '');
  if (!text) return null;
  const link = trackingLink.exec(text);
  if (link?.[1]) return { kind: 'parcel', trackingId: link[1].toUpperCase() };
  const upper = text.toUpperCase();
  if (trackingIdPattern.test(upper)) return { kind: 'parcel', trackingId: upper };
  if (bagCodePattern.test(upper)) return { kind: 'bag', code: upper };
  return null;
}

/** The code a scan request carries: the tracking ID or the bag code, as the API reads it. */
export const scannedCodeText = (code: ScannedCode): string =>
  code.kind === 'parcel' ? code.trackingId : code.code;
