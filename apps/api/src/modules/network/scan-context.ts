import type { ScanRequest } from '@desh/shared';
import type { HubActor } from './hub-access.ts';
import {
  type CustodyRow,
  handOverAndRecord,
  insertScan,
  type NewHolder,
  type Tx,
} from './network.repository.ts';
import type { LiveNetwork } from './network-map.ts';
import type { ParcelAtScan } from './scans.repository.ts';

/** The parcel a scan is about, as it read it (locked, or not yet). */
export type Found = ParcelAtScan;
export type Route = Found['route'];

/** Who scans what, where and when. */
export interface ScanFacts {
  network: LiveNetwork;
  hubId: string;
  actor: HubActor;
  input: ScanRequest;
  at: Date;
}

/** A scan inside its transaction. */
export interface ScanContext extends ScanFacts {
  tx: Tx;
}

/** The same scan key met inside the transaction: another request with it won the race. */
export class AlreadyScanned extends Error {}

/**
 * A holder as `kind:id`. An exception names a bag by its code (`bag:BAG-…`, what people read on the
 * label and the board), so every exception names one bag one way; scan events keep its id.
 */
export const describeHolder = (
  custody: Pick<CustodyRow, 'holderKind' | 'riderId' | 'hubId' | 'bagId'>,
  bagCode?: string,
) => {
  const id = custody.riderId ?? custody.hubId ?? (custody.bagId ? (bagCode ?? custody.bagId) : null);
  return `${custody.holderKind}${id ? `:${id}` : ''}`;
};

/** Who scanned, where, when and with what device: the columns every scan event carries. */
const scanEventBy = (facts: ScanFacts) => ({
  scanKey: facts.input.scanId,
  actorId: facts.actor.userId,
  actorRole: facts.actor.role,
  deviceId: facts.input.deviceId ?? null,
});

/** The scan event's row: what the scan did, with who scanned, where and when. */
const scanEventRow = <Row>(context: ScanContext, row: Row) => ({
  ...row,
  ...scanEventBy(context),
  hubId: context.hubId,
  scannedAt: context.at,
});

/** What was written; nothing means another request took the scan key meanwhile. */
function writtenOnce<Written>(written: Written | undefined): Written {
  if (written === undefined) throw new AlreadyScanned();
  return written;
}

export async function record(
  context: ScanContext,
  row: Omit<
    Parameters<typeof insertScan>[1],
    'scanKey' | 'actorId' | 'actorRole' | 'deviceId' | 'scannedAt' | 'hubId'
  >,
) {
  return writtenOnce(await insertScan(context.tx, scanEventRow(context, row)));
}

/**
 * Hands the parcel to `holder` (into a bag: the bag's item too) and records the scan, in one
 * statement: the event's id and, into a bag, how many parcels it holds now. A scan key another
 * request took meanwhile is `AlreadyScanned`, and the handover rolls back.
 */
export async function recordHandover(
  context: ScanContext,
  holder: NewHolder & { into: 'holder' | 'bag' },
  row: Omit<Parameters<typeof record>[1], 'parcelId'> & { parcelId: string },
) {
  return writtenOnce(await handOverAndRecord(context.tx, holder, scanEventRow(context, row)));
}
