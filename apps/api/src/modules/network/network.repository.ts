import type { BagStatus, CustodyHolderKind, HubPosition } from '@desh/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { prebuiltQueries, prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import {
  bagItems,
  bags,
  hubRiders,
  hubStaff,
  networkExceptions,
  parcelCustody,
  parcelHolds,
  parcelRoutes,
  parcels,
  receiverPreferences,
  riders,
  scanEvents,
  trips,
} from '../../db/schema/index.ts';

export type { Executor, Tx };
export type CustodyRow = typeof parcelCustody.$inferSelect;
export type BagRow = typeof bags.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type ScanRow = typeof scanEvents.$inferSelect;
export type ExceptionRow = typeof networkExceptions.$inferSelect;

export async function findStaffPosition(
  db: Executor,
  userId: string,
  hubId: string,
): Promise<HubPosition | undefined> {
  const [row] = await db
    .select({ position: hubStaff.position })
    .from(hubStaff)
    .where(and(eq(hubStaff.userId, userId), eq(hubStaff.hubId, hubId)));
  return row?.position;
}

export function listStaffHubs(db: Executor, userId: string) {
  return db
    .select({ hubId: hubStaff.hubId, position: hubStaff.position })
    .from(hubStaff)
    .where(eq(hubStaff.userId, userId));
}

export async function hubOfRider(db: Executor, riderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hubId: hubRiders.hubId })
    .from(hubRiders)
    .where(eq(hubRiders.riderId, riderId));
  return row?.hubId;
}

/** The hub of an approved rider (undefined for a rider of no hub, or not approved). */
export async function hubOfApprovedRider(db: Executor, riderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hubId: hubRiders.hubId })
    .from(hubRiders)
    .innerJoin(riders, eq(riders.id, hubRiders.riderId))
    .where(and(eq(hubRiders.riderId, riderId), eq(riders.status, 'approved')));
  return row?.hubId;
}

/** Approved riders of a hub with how many parcels each carries now (their load). */
export function listHubRiders(db: Executor, hubId: string) {
  return db
    .select({
      id: riders.id,
      name: riders.fullName,
      phone: riders.phone,
      load: sql<number>`(select count(*)::int from parcels p where p.rider_id = ${riders.id}
        and p.status in ('assigned', 'picked_up', 'in_transit', 'out_for_delivery', 'failed', 'returning'))`,
    })
    .from(hubRiders)
    .innerJoin(riders, eq(riders.id, hubRiders.riderId))
    .where(and(eq(hubRiders.hubId, hubId), eq(riders.status, 'approved')))
    .orderBy(asc(riders.fullName));
}

/** A parcel with its route and its holder: what a scan, a damage report and a run assignment read. */
function parcelWithCustody(db: Executor) {
  return db
    .select({
      parcel: parcels,
      route: parcelRoutes,
      custody: parcelCustody,
      holdKind: parcelHolds.kind,
      chosenDay: receiverPreferences.preferredDate,
    })
    .from(parcels)
    .innerJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(parcelHolds, and(eq(parcelHolds.parcelId, parcels.id), isNull(parcelHolds.releasedAt)))
    .leftJoin(receiverPreferences, eq(receiverPreferences.parcelId, parcels.id));
}

/** The parcel a label names, with its route and its holder (the custody row locked). */
export async function lockParcelForScan(tx: Tx, trackingId: string) {
  const [row] = await parcelWithCustody(tx)
    .where(eq(parcels.trackingId, trackingId))
    .for('update', { of: [parcels, parcelCustody] });
  return row;
}

export async function findScanByKey(db: Executor, scanKey: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scanEvents).where(eq(scanEvents.scanKey, scanKey));
  return row;
}

/** The newest scan of a parcel (or bag) with this action and result: the handover already recorded. */
export async function lastScanLike(
  db: Executor,
  where: { parcelId?: string; bagId?: string; action: string; hubId: string },
): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scanEvents)
    .where(
      and(
        where.parcelId ? eq(scanEvents.parcelId, where.parcelId) : isNull(scanEvents.parcelId),
        where.bagId ? eq(scanEvents.bagId, where.bagId) : sql`true`,
        eq(scanEvents.action, where.action),
        eq(scanEvents.hubId, where.hubId),
      ),
    )
    .orderBy(desc(scanEvents.id))
    .limit(1);
  return row;
}

/** A scan event's columns as slots (`scanEventValues` fills them). */
const scanEventSlots = {
  scanKey: slot('scanKey'),
  action: slot('action'),
  result: slot('result'),
  parcelId: slot('parcelId'),
  bagId: slot('bagId'),
  hubId: slot('hubId'),
  riderId: slot('riderId'),
  fromHolder: slot('fromHolder'),
  toHolder: slot('toHolder'),
  actorId: slot('actorId'),
  actorRole: slot('actorRole'),
  deviceId: slot('deviceId'),
  scannedAt: sql`coalesce(${slot('scannedAt')}::timestamptz, now())`,
};

const scanEventValues = (row: Omit<typeof scanEvents.$inferInsert, 'id' | 'recordedAt'>) => ({
  scanKey: row.scanKey ?? null,
  action: row.action,
  result: row.result,
  parcelId: row.parcelId ?? null,
  bagId: row.bagId ?? null,
  hubId: row.hubId ?? null,
  riderId: row.riderId ?? null,
  fromHolder: row.fromHolder ?? null,
  toHolder: row.toHolder ?? null,
  actorId: row.actorId ?? null,
  actorRole: row.actorRole ?? null,
  deviceId: row.deviceId ?? null,
  scannedAt: row.scannedAt?.toISOString() ?? null,
});

const insertScanStatement = prebuiltQuery((tx) =>
  tx
    .insert(scanEvents)
    .values(scanEventSlots)
    .onConflictDoNothing({ target: scanEvents.scanKey })
    .returning({ id: scanEvents.id }),
);

/**
 * Records a scan; a scan key already recorded (sent twice, or by a concurrent retry) writes nothing.
 * Built once: every scan runs it.
 */
export async function insertScan(
  tx: Tx,
  row: Omit<typeof scanEvents.$inferInsert, 'id' | 'recordedAt'>,
): Promise<number | undefined> {
  const [inserted] = await insertScanStatement(tx, scanEventValues(row));
  return inserted?.id;
}

/** The holder a parcel is handed to. */
export interface NewHolder {
  kind: CustodyHolderKind;
  riderId?: string | null;
  hubId?: string | null;
  bagId?: string | null;
}

/**
 * A handover at a scan in one statement (built once per shape): the parcel's new holder, the bag's
 * item when it goes into a bag, and the scan event. The three rows are independent (no trigger reads
 * one from another), so their order inside the statement does not matter. A scan key already
 * recorded writes no event and answers no id; the caller rolls the rest back.
 *
 * Into a bag it also answers how many parcels the bag now holds, counted as the one-statement way
 * counts (`bag_item_count`, see `recordBagging`): the count reads the bag's line first, so it runs
 * once the line is written and includes it.
 */
const handOverStatement = prebuiltQueries((tx: Tx, into: 'holder' | 'bag') => {
  const handed = tx.$with('handed').as(
    tx
      .update(parcelCustody)
      .set({
        holderKind: slot('holderKind'),
        riderId: slot('holderRiderId'),
        hubId: slot('holderHubId'),
        bagId: slot('holderBagId'),
        since: slot('since'),
      })
      .where(eq(parcelCustody.parcelId, slot('parcelId')))
      .returning({ parcelId: parcelCustody.parcelId }),
  );
  const bagged = tx.$with('bagged').as(
    tx
      .insert(bagItems)
      .values({ bagId: slot('holderBagId'), parcelId: slot('parcelId'), addedBy: slot('actorId') })
      .onConflictDoUpdate({ target: [bagItems.bagId, bagItems.parcelId], set: { outcome: sql`null` } })
      .returning({ bagId: bagItems.bagId }),
  );
  const parcelsInBag =
    into === 'bag' ? sql<number>`(select bag_item_count(${bagged.bagId}) from ${bagged})` : sql<null>`null`;
  return tx
    .with(...(into === 'bag' ? [handed, bagged] : [handed]))
    .insert(scanEvents)
    .values(scanEventSlots)
    .onConflictDoNothing({ target: scanEvents.scanKey })
    .returning({ id: scanEvents.id, parcelsInBag });
});

/**
 * Hands the parcel over and records the scan that did it (see `handOverStatement`): the event's id
 * and, into a bag, how many parcels the bag holds now; undefined when the scan key was taken.
 */
export async function handOverAndRecord(
  tx: Tx,
  holder: NewHolder & { into: 'holder' | 'bag' },
  row: Omit<typeof scanEvents.$inferInsert, 'id' | 'recordedAt'> & { parcelId: string; scannedAt: Date },
): Promise<{ id: number; parcelsInBag: number | null } | undefined> {
  const [inserted] = await handOverStatement(tx, holder.into, {
    ...scanEventValues(row),
    holderKind: holder.kind,
    holderRiderId: holder.riderId ?? null,
    holderHubId: holder.hubId ?? null,
    holderBagId: holder.bagId ?? null,
    since: row.scannedAt.toISOString(),
  });
  return inserted;
}

const lockedBag = prebuiltQueries((tx, by: 'id' | 'code') =>
  tx
    .select()
    .from(bags)
    .where(by === 'id' ? eq(bags.id, slot('id')) : eq(bags.code, slot('code')))
    .for('update'),
);

export async function lockBag(tx: Tx, where: { id: string } | { code: string }): Promise<BagRow | undefined> {
  const [row] = await ('id' in where ? lockedBag(tx, 'id', where) : lockedBag(tx, 'code', where));
  return row;
}

export async function findBag(db: Executor, id: string): Promise<BagRow | undefined> {
  const [row] = await db.select().from(bags).where(eq(bags.id, id));
  return row;
}

export async function insertBag(db: Executor, row: typeof bags.$inferInsert): Promise<BagRow> {
  const [inserted] = await db.insert(bags).values(row).returning();
  if (!inserted) throw new Error('bag insert returned nothing');
  return inserted;
}

export async function updateBag(
  tx: Tx,
  id: string,
  change: Partial<typeof bags.$inferInsert>,
): Promise<BagRow> {
  const [row] = await tx.update(bags).set(change).where(eq(bags.id, id)).returning();
  if (!row) throw new Error('bag update returned nothing');
  return row;
}

/**
 * Deletes an open bag that no parcel and no scan ever touched (a locked row); false when something
 * did, and the bag stays.
 */
export async function deleteEmptyBag(tx: Tx, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(bags)
    .where(
      and(
        eq(bags.id, id),
        eq(bags.status, 'open'),
        sql`not exists (select 1 from bag_items bi where bi.bag_id = ${id})`,
        sql`not exists (select 1 from scan_events se where se.bag_id = ${id})`,
        sql`not exists (select 1 from parcel_custody pc where pc.bag_id = ${id})`,
      ),
    )
    .returning({ id: bags.id });
  return deleted.length > 0;
}

export function listBagsAt(db: Executor, hubId: string, statuses: BagStatus[]) {
  return db
    .select()
    .from(bags)
    .where(
      and(
        inArray(bags.status, statuses),
        // In parentheses of its own: and() does not wrap its parts, so a bare `or` here would let
        // every bag bound for this hub past the status filter (a closed bag among the arrived ones).
        sql`((${bags.originHubId} = ${hubId} and ${bags.status} in ('open', 'sealed', 'dispatched'))
          or (${bags.destinationHubId} = ${hubId} and ${bags.status} in ('dispatched', 'arrived', 'closed')))`,
      ),
    )
    .orderBy(desc(bags.createdAt))
    .limit(200);
}

/** One bag's count, built once: every parcel scanned into a bag reads it. */
const parcelsInBag = prebuiltQuery((db) =>
  db
    .select({ bagId: bagItems.bagId, total: count() })
    .from(bagItems)
    .where(eq(bagItems.bagId, slot('bagId')))
    .groupBy(bagItems.bagId),
);

export async function countParcelsInBags(db: Executor, bagIds: string[]): Promise<Map<string, number>> {
  if (bagIds.length === 0) return new Map();
  const [onlyBag] = bagIds;
  const rows =
    bagIds.length === 1 && onlyBag
      ? await parcelsInBag(db, { bagId: onlyBag })
      : await db
          .select({ bagId: bagItems.bagId, total: count() })
          .from(bagItems)
          .where(inArray(bagItems.bagId, bagIds))
          .groupBy(bagItems.bagId);
  return new Map(rows.map((row) => [row.bagId, row.total]));
}

export async function markBagItem(tx: Tx, bagId: string, parcelId: string, outcome: 'received' | 'missing') {
  await tx
    .update(bagItems)
    .set({ outcome })
    .where(and(eq(bagItems.bagId, bagId), eq(bagItems.parcelId, parcelId)));
}

/** The manifest: every parcel that went into the bag, with where it is now. */
export function bagManifest(db: Executor, bagId: string) {
  return db
    .select({
      id: parcels.id,
      trackingId: parcels.trackingId,
      status: parcels.status,
      outcome: bagItems.outcome,
      holderKind: parcelCustody.holderKind,
      holderBagId: parcelCustody.bagId,
      deliveryDistrict: parcels.deliveryDistrict,
    })
    .from(bagItems)
    .innerJoin(parcels, eq(parcels.id, bagItems.parcelId))
    .innerJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .where(eq(bagItems.bagId, bagId))
    .orderBy(asc(bagItems.addedAt), asc(parcels.trackingId));
}

export async function insertTrip(tx: Tx, row: typeof trips.$inferInsert): Promise<TripRow> {
  const [inserted] = await tx.insert(trips).values(row).returning();
  if (!inserted) throw new Error('trip insert returned nothing');
  return inserted;
}

export function listTripsAt(db: Executor, hubId: string, direction: 'incoming' | 'outgoing') {
  return db
    .select({
      trip: trips,
      // Written out in full: on a one-table select Drizzle renders ${trips.id} as a bare "id", which
      // inside this subquery would mean the bag's own id (and every trip would count 0 bags).
      bagCount: sql<number>`(select count(*)::int from bags b where b.trip_id = "trips"."id")`,
      bagsIn: sql<number>`(select count(*)::int from bags b where b.trip_id = "trips"."id"
        and b.status in ('arrived', 'closed'))`,
    })
    .from(trips)
    .where(direction === 'incoming' ? eq(trips.destinationHubId, hubId) : eq(trips.originHubId, hubId))
    .orderBy(desc(trips.dispatchedAt))
    .limit(100);
}

/** The trip a bag came on, locked: its bags' arrivals queue on it, so the last one in is known. */
export async function lockTrip(tx: Tx, tripId: string): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return row;
}

export async function updateTrip(
  tx: Tx,
  id: string,
  change: Partial<typeof trips.$inferInsert>,
): Promise<TripRow> {
  const [row] = await tx.update(trips).set(change).where(eq(trips.id, id)).returning();
  if (!row) throw new Error('trip update returned nothing');
  return row;
}

/** How many of a trip's bags are still on the road (read afresh: call it with the trip locked). */
export async function bagsStillOnTrip(tx: Tx, tripId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(bags)
    .where(and(eq(bags.tripId, tripId), eq(bags.status, 'dispatched')));
  return row?.total ?? 0;
}

/**
 * Every bag still on the road of a trip that began unloading more than `graceMinutes` ago becomes a
 * `bag_overdue` exception at the trip's destination, once (the open-per-bag index): one statement,
 * run by the screens that show a hub's trips and problems and by the board.
 */
/**
 * Records every bag still on its trip `graceMinutes` after the trip's first bag came in as a
 * `bag_overdue` exception, once per bag ever (one resolved by hand is not raised again), in one
 * statement; answers how many it recorded. Run by the overdue watch (overdue-watch.ts), never by a read.
 */
export async function recordOverdueBags(db: Executor, graceMinutes: number): Promise<number> {
  const rows =
    await db.execute(sql`insert into network_exceptions (id, parcel_id, kind, hub_id, bag_id, last_holder, note)
    select gen_random_uuid()::text, null, 'bag_overdue', t.destination_hub_id, b.id, 'trip:' || t.code, null
    from bags b join trips t on t.id = b.trip_id
    where b.status = 'dispatched' and t.status = 'unloading'
      and t.reached_at < now() - make_interval(mins => ${graceMinutes}::int)
      and not exists (select 1 from network_exceptions e where e.bag_id = b.id and e.kind = 'bag_overdue')
    on conflict do nothing
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

/** A bag's open exceptions of a kind resolved (an overdue bag that was scanned in after all). */
export async function resolveBagExceptions(
  tx: Tx,
  bagId: string,
  kind: 'bag_overdue',
  by: { userId: string; note: string; at: Date },
): Promise<void> {
  await tx
    .update(networkExceptions)
    .set({ status: 'resolved', resolvedAt: by.at, resolvedBy: by.userId, resolutionNote: by.note })
    .where(
      and(
        eq(networkExceptions.bagId, bagId),
        eq(networkExceptions.kind, kind),
        eq(networkExceptions.status, 'open'),
        isNull(networkExceptions.parcelId),
      ),
    );
}

/** Closes a parcel's open missing exception: it turned up at a scan. */
export async function resolveOpenMissing(
  tx: Tx,
  parcelId: string,
  found: { at: Date; userId: string; note: string },
): Promise<void> {
  await tx
    .update(networkExceptions)
    .set({ status: 'resolved', resolvedAt: found.at, resolvedBy: found.userId, resolutionNote: found.note })
    .where(
      and(
        eq(networkExceptions.parcelId, parcelId),
        eq(networkExceptions.kind, 'missing'),
        eq(networkExceptions.status, 'open'),
      ),
    );
}

export async function insertException(
  tx: Tx,
  row: typeof networkExceptions.$inferInsert,
): Promise<ExceptionRow | undefined> {
  const [inserted] = await tx.insert(networkExceptions).values(row).onConflictDoNothing().returning();
  return inserted;
}

const exceptionBag = {
  code: bags.code,
  sealNumber: bags.sealNumber,
  originHubId: bags.originHubId,
};

/**
 * The hub an exception is shown at. A damage report follows its parcel (issue 62: it named the hub
 * after the parcel left): while open, the hub that holds the parcel now, the hub of the bag holding it
 * (where the bag is or goes) or of the rider carrying it; otherwise, and for the other kinds, the hub
 * that recorded it.
 */
const exceptionHubSql = sql<string | null>`(case when ${networkExceptions.kind} = 'damaged'
    and ${networkExceptions.status} = 'open' then coalesce(
      (select coalesce(c.hub_id,
          (select case when hb.status in ('dispatched', 'arrived', 'closed') then hb.destination_hub_id
            else hb.origin_hub_id end from bags hb where hb.id = c.bag_id),
          (select hr.hub_id from hub_riders hr where hr.rider_id = c.rider_id))
        from parcel_custody c where c.parcel_id = ${networkExceptions.parcelId}),
      ${networkExceptions.hubId})
    else ${networkExceptions.hubId} end)`;

const exceptionFields = {
  exception: networkExceptions,
  trackingId: parcels.trackingId,
  bag: exceptionBag,
  shownAt: exceptionHubSql,
};

export function listExceptions(db: Executor, where: { hubId?: string; status?: 'open' | 'resolved' }) {
  return db
    .select(exceptionFields)
    .from(networkExceptions)
    .leftJoin(parcels, eq(parcels.id, networkExceptions.parcelId))
    .leftJoin(bags, eq(bags.id, networkExceptions.bagId))
    .where(
      and(
        where.hubId ? sql`${exceptionHubSql} = ${where.hubId}` : undefined,
        where.status ? eq(networkExceptions.status, where.status) : undefined,
      ),
    )
    .orderBy(desc(networkExceptions.createdAt))
    .limit(300);
}

export async function lockException(tx: Tx, id: string) {
  const [row] = await tx
    .select(exceptionFields)
    .from(networkExceptions)
    .leftJoin(parcels, eq(parcels.id, networkExceptions.parcelId))
    .leftJoin(bags, eq(bags.id, networkExceptions.bagId))
    .where(eq(networkExceptions.id, id))
    .for('update', { of: networkExceptions });
  return row;
}

/** SQL of the hub an exception is shown at (`listExceptions`), for the board's counts. */
export const exceptionShownAtSql = exceptionHubSql;

export async function updateException(
  tx: Tx,
  id: string,
  change: Partial<typeof networkExceptions.$inferInsert>,
) {
  const [row] = await tx
    .update(networkExceptions)
    .set(change)
    .where(eq(networkExceptions.id, id))
    .returning();
  return row;
}

const riderNameById = prebuiltQuery((db) =>
  db
    .select({ name: riders.fullName })
    .from(riders)
    .where(eq(riders.id, slot('riderId'))),
);

export async function riderName(db: Executor, riderId: string): Promise<string | undefined> {
  const [row] = await riderNameById(db, { riderId });
  return row?.name;
}

/** Several parcels with their routes and holders, locked in id order (a hub's run assigned at once). */
export function lockParcelsByIds(tx: Tx, parcelIds: string[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return parcelWithCustody(tx)
    .where(inArray(parcels.id, parcelIds))
    .orderBy(asc(parcels.id))
    .for('update', { of: [parcels, parcelCustody] });
}

export async function insertScans(tx: Tx, rows: (typeof scanEvents.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(scanEvents).values(rows);
}

/** The parcels some bags hold now (for the milestones of a dispatched trip). */
export function parcelsHeldByBags(db: Executor, bagIds: string[]) {
  return db
    .select({ id: parcelCustody.parcelId })
    .from(parcelCustody)
    .where(inArray(parcelCustody.bagId, bagIds));
}

/** Locks the bags a trip takes, in id order (two trips never deadlock on them). */
export function lockBags(tx: Tx, bagIds: string[]) {
  return tx.select().from(bags).where(inArray(bags.id, bagIds)).orderBy(asc(bags.id)).for('update');
}

export async function dispatchBags(tx: Tx, bagIds: string[], tripId: string): Promise<void> {
  await tx.update(bags).set({ status: 'dispatched', tripId }).where(inArray(bags.id, bagIds));
}
