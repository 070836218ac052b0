import type { ScanResult } from '@desh/shared';
import type { FeedbackKind } from '../../components/scanner/scan-feedback';

/** A scan on the station's list, as far as counting and feedback need it. */
export interface TalliedScan {
  code: string;
  state: 'sending' | 'kept' | 'done' | 'refused';
  result?: ScanResult;
  /** The bag a bag scan put (or, kept on the phone, will put) the parcel into. */
  bagId?: string | undefined;
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

/** An open bag as the server last told it: the labels in it, those waiting for it, and how many more wait. */
export interface BagFill {
  bagId: string;
  inBag: readonly string[];
  waiting: readonly string[];
  /** Waiting parcels beyond the list the server sent (it names the first 500). */
  unlisted: number;
}

/**
 * A bag being filled ("12 of 30 bagged for Rangpur", issue 62 item 5): what is in it, against that
 * and what still waits at the hub for its next hop. A scan into this bag counts at once, a scan kept
 * on the phone too (the count moves offline); one the server refuses drops out. A label that was not
 * waiting (it reached the hub since) is added to both sides. `stillWaiting`: the labels left to bag.
 */
export function fillTally(fill: BagFill, scans: readonly TalliedScan[]) {
  const done = new Set(fill.inBag);
  for (const scan of scans) {
    const intoThis =
      scan.state === 'kept'
        ? scan.bagId === fill.bagId
        : scan.state === 'done' && scan.result?.result === 'bagged' && scan.result.bag?.id === fill.bagId;
    if (intoThis) done.add(scannedCode(scan));
  }
  const stillWaiting = fill.waiting.filter((code) => !done.has(code));
  return {
    scanned: done.size,
    expected: done.size + stillWaiting.length + fill.unlisted,
    stillWaiting,
  };
}
