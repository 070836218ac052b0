import type { ScanResult } from '@desh/shared';
import type { FeedbackKind } from '../../components/scanner/scan-feedback';

/** A scan on the station's list, as far as counting and feedback need it. */
export interface TalliedScan {
  code: string;
  state: 'sending' | 'kept' | 'done' | 'refused';
  result?: ScanResult;
}

/** How a scan went, for the sound and the colour a person follows without reading. */
export type ScanOutcome = 'ok' | 'warning' | 'refused';

/**
 * refused: the server (or the station) said no. warning: it went through, but someone must look:
 * recorded already, received here by mistake, a seal that differs, another rider's parcel, a parcel
 * that goes back to its merchant. ok: everything else, a scan kept on the phone too (the queue sends
 * it in order; a refusal then sounds of its own). Undefined while it is being sent.
 */
export function scanOutcome(scan: TalliedScan): ScanOutcome | undefined {
  if (scan.state === 'refused') return 'refused';
  if (scan.state === 'kept') return 'ok';
  const result = scan.result;
  if (scan.state !== 'done' || !result) return undefined;
  if (
    result.repeated ||
    result.result === 'received_misrouted' ||
    result.seal === 'differs' ||
    result.handedTo?.insteadOf ||
    result.next === 'return_to_merchant'
  ) {
    return 'warning';
  }
  return 'ok';
}

export const feedbackOf: Record<ScanOutcome, FeedbackKind> = {
  ok: 'ok',
  warning: 'warning',
  refused: 'error',
};

/** The label a scan's answer names (the parcel's own tracking ID), else what was scanned. */
export const scannedCode = (scan: TalliedScan) => scan.result?.parcel?.trackingId ?? scan.code;

/**
 * Expected against scanned ("55 of 56"): `expected` are the labels that should come (a bag's
 * manifest, a rider's run), `already` those counted before this screen (received from the bag
 * earlier), and each scan on the list for which `counts` holds adds its label. A label counted that
 * was not expected (a parcel handed to a rider off their run) is added to both sides: it is there.
 */
export function tally(
  expected: readonly string[],
  already: readonly string[],
  scans: readonly TalliedScan[],
  counts: (scan: TalliedScan) => boolean,
): { scanned: number; expected: number } {
  const done = new Set(already);
  for (const scan of scans) if (scan.state === 'done' && counts(scan)) done.add(scannedCode(scan));
  const all = new Set([...expected, ...done]);
  return { scanned: done.size, expected: all.size };
}
