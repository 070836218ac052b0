import type { HubPosition } from '@desh/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import {
  bags,
  hubRiders,
  hubStaff,
  type networkExceptions,
  parcelCustody,
  parcelRoutes,
  parcels,
  scanEvents,
} from '../../db/schema/index.ts';
import type { CustodyRow, Executor, Tx } from './network.repository.ts';

/**
 * A parcel as a scan reads it: its route, its holder, the bag that holds it and the hub of its rider,
 * in one statement (the scan's answer needs them all).
 */
const parcelAtScanFields = {
  parcel: parcels,
  custody: parcelCustody,
  route: parcelRoutes,
  bag: bags,
  riderHubId: hubRiders.hubId,
};

function parcelAtScan(db: Executor) {
  return db
    .select(parcelAtScanFields)
    .from(parcels)
    .innerJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(bags, eq(bags.id, parcelCustody.bagId))
    .leftJoin(hubRiders, eq(hubRiders.riderId, parcels.riderId));
}

export type ParcelAtScan = NonNullable<Awaited<ReturnType<typeof lockParcelAtScan>>>;

/** The parcel a label names, its parcel and custody rows locked for the scan. */
export async function lockParcelAtScan(tx: Tx, trackingId: string) {
  const [row] = await parcelAtScan(tx)
    .where(eq(parcels.trackingId, trackingId))
    .for('update', { of: [parcels, parcelCustody] });
  return row;
}

/** The same, by parcel id and without a lock: for answering a scan again. */
export async function readParcelAtScan(db: Executor, parcelId: string): Promise<ParcelAtScan | undefined> {
  const [row] = await parcelAtScan(db).where(eq(parcels.id, parcelId));
  return row;
}

/**
 * What a scan reads before it acts, in one prepared statement: the caller's position at the hub, the
 * id of an event already recorded under the scan's key, and (for a parcel label) the parcel as
 * `parcelAtScan` reads it, unlocked. Each part is null when there is none.
 */
function scanStartQuery(db: Db) {
  return db
    .select({
      position: sql<HubPosition | null>`(select ${hubStaff.position} from ${hubStaff}
        where ${hubStaff.userId} = ${sql.placeholder('userId')} and ${hubStaff.hubId} = ${sql.placeholder('hubId')})`,
      priorScanId: sql<number | null>`(select ${scanEvents.id} from ${scanEvents}
        where ${scanEvents.scanKey} = ${sql.placeholder('scanKey')})`.mapWith(Number),
      ...parcelAtScanFields,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(parcels, eq(parcels.trackingId, sql.placeholder('trackingId')))
    .leftJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(bags, eq(bags.id, parcelCustody.bagId))
    .leftJoin(hubRiders, eq(hubRiders.riderId, parcels.riderId))
    .prepare('scan_start');
}

// A prepared statement per database: every scan starts with it.
const prepared = new WeakMap<Db, ReturnType<typeof scanStartQuery>>();

export async function readScanStart(
  db: Db,
  keys: { userId: string; hubId: string; scanKey: string; trackingId: string | null },
): Promise<{
  position: HubPosition | undefined;
  priorScanId: number | null;
  seen: ParcelAtScan | undefined;
}> {
  let query = prepared.get(db);
  if (!query) {
    query = scanStartQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute(keys);
  const { parcel, custody } = row ?? {};
  return {
    position: row?.position ?? undefined,
    priorScanId: row?.priorScanId ?? null,
    seen:
      row && parcel && custody
        ? { parcel, custody, route: row.route, bag: row.bag, riderHubId: row.riderHubId }
        : undefined,
  };
}

type Holder = Pick<CustodyRow, 'holderKind' | 'hubId' | 'riderId' | 'bagId'>;

/** A receive at a hub as one statement writes it (scans.service decides what it is). */
export interface ReceiveWrite {
  parcelId: string;
  /**
   * What the decision was made on: nothing is written unless the parcel still has this status and
   * holder (and, when given, the bag still has this status). Under the scan's own lock it always has.
   */
  expected: { status: string; holder: Holder; bagStatus?: string };
  hubId: string;
  at: Date;
  /** The bag whose manifest line becomes `received`. */
  bagItemOf: string | null;
  misrouted: typeof networkExceptions.$inferInsert | null;
  missingFound: { note: string; userId: string };
  scan: Omit<typeof scanEvents.$inferInsert, 'parcelId' | 'hubId' | 'scannedAt'>;
  /** More rows the move queues (the merchant's webhooks), given the subquery of the parcel moved. */
  outbox?: (movedParcelIds: SQL) => SQL;
}

const nullableText = (value: string | null | undefined) => sql`${value ?? null}::text`;

/**
 * Every write of a receive in one statement: the parcel and its holder locked and checked against
 * what the decision was made on, then the hub made the holder, the bag's manifest line marked, an
 * open missing exception resolved, a misrouted one recorded, the scan event and the outbox rows, each
 * only for the parcel the guard let through. Answers the scan event's id, or undefined when the
 * parcel had moved meanwhile (nothing written). The scan key's unique index refuses a key already
 * used (the whole statement fails).
 */
export async function recordReceive(db: Executor, write: ReceiveWrite): Promise<number | undefined> {
  const { expected, scan, misrouted } = write;
  const at = sql`${write.at.toISOString()}::timestamptz`;
  const bagStillAsRead =
    expected.bagStatus === undefined
      ? sql``
      : sql`and exists (select 1 from bags b where b.id = c.bag_id and b.status = ${expected.bagStatus})`;
  const parts: SQL[] = [
    sql`guard as (
      select p.id from parcels p join parcel_custody c on c.parcel_id = p.id
      where p.id = ${write.parcelId} and p.status = ${expected.status}
        and c.holder_kind = ${expected.holder.holderKind}
        and c.hub_id is not distinct from ${nullableText(expected.holder.hubId)}
        and c.rider_id is not distinct from ${nullableText(expected.holder.riderId)}
        and c.bag_id is not distinct from ${nullableText(expected.holder.bagId)}
        ${bagStillAsRead}
      for update of p, c
    )`,
    sql`moved as (
      update parcel_custody set holder_kind = 'hub', hub_id = ${write.hubId}, rider_id = null, bag_id = null,
        since = ${at}
      where parcel_id in (select id from guard)
      returning parcel_id
    )`,
    sql`missing_found as (
      update network_exceptions set status = 'resolved', resolved_at = ${at},
        resolved_by = ${write.missingFound.userId}, resolution_note = ${write.missingFound.note}
      where parcel_id in (select parcel_id from moved) and kind = 'missing' and status = 'open'
    )`,
  ];
  if (write.bagItemOf) {
    parts.push(sql`bag_item as (
      update bag_items set outcome = 'received'
      where bag_id = ${write.bagItemOf} and parcel_id in (select parcel_id from moved)
    )`);
  }
  if (misrouted) {
    parts.push(sql`misrouted as (
      insert into network_exceptions (id, parcel_id, kind, status, hub_id, bag_id, last_holder, note,
        created_by, resolved_at, resolved_by, resolution_note)
      select ${misrouted.id}, parcel_id, ${misrouted.kind}, ${misrouted.status ?? 'open'},
        ${nullableText(misrouted.hubId)}, ${nullableText(misrouted.bagId)}, ${misrouted.lastHolder},
        ${nullableText(misrouted.note)}, ${nullableText(misrouted.createdBy)},
        ${misrouted.resolvedAt ? sql`${misrouted.resolvedAt.toISOString()}::timestamptz` : sql`null`},
        ${nullableText(misrouted.resolvedBy)}, ${nullableText(misrouted.resolutionNote)}
      from moved
      on conflict do nothing
    )`);
  }
  if (write.outbox) parts.push(sql`outbox as (${write.outbox(sql`select parcel_id from moved`)})`);
  parts.push(sql`scan as (
    insert into scan_events (scan_key, action, result, parcel_id, bag_id, hub_id, rider_id, from_holder,
      to_holder, actor_id, actor_role, device_id, scanned_at)
    select ${nullableText(scan.scanKey)}, ${scan.action}, ${scan.result}, parcel_id, ${nullableText(scan.bagId)},
      ${write.hubId}, ${nullableText(scan.riderId)}, ${nullableText(scan.fromHolder)},
      ${nullableText(scan.toHolder)}, ${nullableText(scan.actorId)}, ${nullableText(scan.actorRole)},
      ${nullableText(scan.deviceId)}, ${at}
    from moved
    returning id
  )`);
  // Prepared: the statement's CTEs cost PostgreSQL more to plan than to run (a handful of shapes).
  const [row] = await executePrepared<{ id: string | number }>(
    db,
    'scan_receive',
    sql`with ${sql.join(parts, sql`, `)} select id from scan`,
  );
  return row === undefined ? undefined : Number(row.id);
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
