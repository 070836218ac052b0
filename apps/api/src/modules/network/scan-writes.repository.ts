import { type SQL, sql } from 'drizzle-orm';
import { executePrepared } from '../../db/prepared-sql.ts';
import type { scanEvents } from '../../db/schema/index.ts';
import { riderMatches } from '../parcels/parcel-events.ts';
import type { Executor } from './network.repository.ts';

/**
 * A scan's writes as one statement of data-modifying CTEs, each guarded by the state the scan's
 * decision was made on (scans.service and bag-arrival.ts decide; these only write). Run without a
 * transaction, the guard's row lock and re-check stand in for the scan's lock; inside one they pass.
 * The scan key's unique index refuses a key already recorded: the whole statement fails, nothing
 * is written (`isScanKeyTaken`).
 */

/** A scan event's own values (the statement adds what it moved and when). */
export type ScanEventValues = Omit<
  typeof scanEvents.$inferInsert,
  'id' | 'parcelId' | 'bagId' | 'hubId' | 'scannedAt' | 'recordedAt'
> & { bagId: string | null };

const nullableText = (value: string | null | undefined) => sql`${value ?? null}::text`;
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The CTE body recording the scan event once for each row `source` yields (none: nothing recorded). */
function scanEventSql(
  scan: ScanEventValues,
  where: { hubId: string; at: Date; parcelId: SQL; source: SQL },
): SQL {
  return sql`insert into scan_events (scan_key, action, result, parcel_id, bag_id, hub_id, rider_id,
      from_holder, to_holder, actor_id, actor_role, device_id, scanned_at)
    select ${nullableText(scan.scanKey)}, ${scan.action}, ${scan.result}, ${where.parcelId},
      ${nullableText(scan.bagId)}, ${where.hubId}, ${nullableText(scan.riderId)}, ${nullableText(scan.fromHolder)},
      ${nullableText(scan.toHolder)}, ${nullableText(scan.actorId)}, ${nullableText(scan.actorRole)},
      ${nullableText(scan.deviceId)}, ${timestamp(where.at)}
    from ${where.source}
    returning id`;
}

/** A hub's handout of a parcel to its delivery rider as one statement writes it (handout-scan.ts decides). */
export interface HandoutWrite {
  parcelId: string;
  /** What the decision was made on: the parcel's status and rider, held by this hub. */
  expected: { status: string; hubId: string; riderId: string };
  at: Date;
  scan: ScanEventValues;
  /** in_transit → out_for_delivery, for the parcel the guard let through (parcel-events `moveWithinSql`). */
  statusMove?: (handedParcelIds: SQL) => { ctes: SQL[]; announced: SQL; movedWithEvent: SQL };
  /** More CTEs (the receiver's code, its SMS and link), each written only if the given condition holds. */
  alsoWith?: (handedOut: SQL) => SQL[];
}

/**
 * Every write of a handout: the parcel and its holder locked and checked against what the decision
 * was made on, then the rider made the holder, the status moved, the receiver's code and the scan
 * event, each only for the parcel the guard let through. The status trigger runs at the statement's
 * end, when the rider already holds the parcel. Answers the scan event's id, or undefined when the
 * parcel had moved meanwhile (nothing written).
 */
export async function recordHandout(db: Executor, write: HandoutWrite): Promise<number | undefined> {
  const { expected } = write;
  const handedIds = sql`select parcel_id from handed`;
  const parts: SQL[] = [
    sql`guard as (
      select p.id from parcels p join parcel_custody c on c.parcel_id = p.id
      where p.id = ${write.parcelId} and p.status = ${expected.status}
        and ${riderMatches(sql`p.rider_id`, sql`${expected.riderId}`)}
        and c.holder_kind = 'hub' and c.hub_id = ${expected.hubId}
        and (not c.held or p.status = 'returning')
      for update of p, c
    )`,
    sql`handed as (
      update parcel_custody set holder_kind = 'rider', rider_id = ${expected.riderId}, hub_id = null,
        bag_id = null, since = ${timestamp(write.at)}
      where parcel_id in (select id from guard)
      returning parcel_id
    )`,
  ];
  const statusMove = write.statusMove?.(handedIds);
  if (statusMove) parts.push(...statusMove.ctes);
  if (write.alsoWith) parts.push(...write.alsoWith(sql`exists (${handedIds})`));
  parts.push(
    sql`scan as (${scanEventSql(write.scan, { hubId: expected.hubId, at: write.at, parcelId: sql`parcel_id`, source: sql`handed` })})`,
  );
  const answer = statusMove
    ? sql`select scan.id, ${statusMove.announced} as announced from scan, ${statusMove.movedWithEvent}`
    : sql`select id from scan`;
  const [row] = await executePrepared<{ id: string | number }>(
    db,
    'scan_handout',
    sql`with ${sql.join(parts, sql`, `)} ${answer}`,
  );
  return row === undefined ? undefined : Number(row.id);
}

/** A parcel scanned into a bag as one statement writes it (bag-scan.ts decides that it goes in). */
export interface BaggingWrite {
  parcelId: string;
  /** What the decision was made on: the parcel's status, held by this hub. */
  expected: { status: string; hubId: string };
  /** The bag, still open at this hub and bound for the hub the decision chose. */
  bag: { id: string; destinationHubId: string };
  at: Date;
  scan: ScanEventValues;
}

/**
 * Every write of a parcel scanned into a bag: the parcel, its holder and the bag locked and checked
 * against what the decision was made on, then the bag made the holder, the bag's manifest line and
 * the scan event, each only for the parcel the guard let through. Answers the event's id and how many
 * parcels the bag holds now, or undefined when the parcel or the bag had changed (nothing written).
 *
 * Scans into one bag queue on its row lock, as in the transaction. The count is `bag_item_count`'s,
 * not the statement's own: the statement's snapshot is taken before it waits for the lock, so it would
 * miss the parcels the scans ahead of it put in; the function (VOLATILE) counts afresh once the lock
 * is held and this statement's own line is written (the event is recorded from the line, so the count
 * in the final select comes after it).
 */
export async function recordBagging(
  db: Executor,
  write: BaggingWrite,
): Promise<{ eventId: number; parcelsInBag: number } | undefined> {
  const { expected, bag } = write;
  const at = timestamp(write.at);
  const [row] = await executePrepared<{ id: string | number; parcels_in_bag: string | number }>(
    db,
    'scan_bagging',
    sql`with guard as (
        select p.id from parcels p
          join parcel_custody c on c.parcel_id = p.id
          join bags b on b.id = ${bag.id}
        where p.id = ${write.parcelId} and p.status = ${expected.status}
          and c.holder_kind = 'hub' and c.hub_id = ${expected.hubId}
          and (not c.held or p.status = 'returning')
          and b.status = 'open' and b.origin_hub_id = ${expected.hubId}
          and b.destination_hub_id = ${bag.destinationHubId}
        for update of p, c, b
      ),
      handed as (
        update parcel_custody set holder_kind = 'bag', bag_id = ${bag.id}, hub_id = null, rider_id = null,
          since = ${at}
        where parcel_id in (select id from guard)
        returning parcel_id
      ),
      bagged as (
        insert into bag_items (bag_id, parcel_id, added_by)
        select ${bag.id}, parcel_id, ${nullableText(write.scan.actorId)} from handed
        on conflict (bag_id, parcel_id) do update set outcome = null
        returning parcel_id
      ),
      scan as (${scanEventSql(write.scan, { hubId: expected.hubId, at: write.at, parcelId: sql`parcel_id`, source: sql`bagged` })})
    select scan.id, bag_item_count(${bag.id}) as parcels_in_bag from scan`,
  );
  return row === undefined
    ? undefined
    : { eventId: Number(row.id), parcelsInBag: Number(row.parcels_in_bag) };
}

/** Whether an error is the scan key's unique index refusing a key already recorded. */
export function isScanKeyTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === 'scan_events_scan_key_unique' ||
        (typeof message === 'string' && message.includes('scan_events_scan_key_unique')))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
