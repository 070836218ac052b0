import crypto from 'node:crypto';
import { labelBarcodeText, labelCheckAlphabet, labelCheckLength } from '@desh/shared';

/**
 * The label's check code (issue 61 item 4): an HMAC of the tracking ID with a server secret, cut to
 * `labelCheckLength` characters of `labelCheckAlphabet` (25 bits). Tracking IDs are guessable
 * (`DSH-<milliseconds>`); the code is not, so a scan that carries it had the printed label in hand.
 * Shown only on the label, to those who may print it (the sender, an admin, the assigned rider).
 */
export interface LabelCodes {
  /** The check code printed on `trackingId`'s label. */
  codeOf(trackingId: string): string;
  /** What the label's barcode carries: tracking ID and check code in one string. */
  barcodeOf(trackingId: string): string;
  /** Whether `check` is `trackingId`'s code (compared in constant time). */
  matches(trackingId: string, check: string): boolean;
}

export function labelCodes(secret: string): LabelCodes {
  // A key of its own, so a label code tells nothing about any other use of the secret.
  const key = crypto.createHmac('sha256', secret).update('desh label check code').digest();
  const codeOf = (trackingId: string) => {
    const digest = crypto.createHmac('sha256', key).update(trackingId.toUpperCase()).digest();
    let bits = 0n;
    for (const byte of digest.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let index = 0; index < labelCheckLength; index += 1) {
      code += labelCheckAlphabet[Number(bits & 31n)];
      bits >>= 5n;
    }
    return code;
  };
  return {
    codeOf,
    barcodeOf: (trackingId) => labelBarcodeText(trackingId, codeOf(trackingId)),
    matches: (trackingId, check) => {
      const expected = Buffer.from(codeOf(trackingId));
      const given = Buffer.from(check.toUpperCase());
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
