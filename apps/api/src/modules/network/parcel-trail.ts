import type { BoardFigureFilter, HubRef } from '@desh/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  bags,
  networkExceptions,
  parcelCustody,
  parcelRoutes,
  riders,
  scanEvents,
  users,
} from '../../db/schema/index.ts';
import { pastPromiseSql } from '../parcels/past-promise.ts';
import { hubRef, type LiveNetwork, liveNetwork } from './network-map.ts';

export { liveNetwork };

/**
 * A parcel's life in the network, for head office's parcel page: its route, who holds it now, every
 * handover as scanned (who, where, bag and seal, when, on which device) and its exceptions.
 */
export async function parcelTrail(db: Db, parcelId: string) {
  const network = await liveNetwork(db);
  const [route] = await db.select().from(parcelRoutes).where(eq(parcelRoutes.parcelId, parcelId));
  const [holder] = await db
    .select({ custody: parcelCustody, riderName: riders.fullName, bagCode: bags.code })
    .from(parcelCustody)
    .leftJoin(riders, eq(riders.id, parcelCustody.riderId))
    .leftJoin(bags, eq(bags.id, parcelCustody.bagId))
    .where(eq(parcelCustody.parcelId, parcelId));
  const scans = await db
    .select({
      scan: scanEvents,
      bagCode: bags.code,
      sealNumber: bags.sealNumber,
      byName: users.name,
    })
    .from(scanEvents)
    .leftJoin(bags, eq(bags.id, scanEvents.bagId))
    .leftJoin(users, eq(users.id, scanEvents.actorId))
    .where(eq(scanEvents.parcelId, parcelId))
    .orderBy(asc(scanEvents.id))
    .limit(500);
  const exceptions = await db
    .select()
    .from(networkExceptions)
    .where(eq(networkExceptions.parcelId, parcelId))
    .orderBy(asc(networkExceptions.createdAt));
  return {
    route: {
      origin: hubRef(network, route?.originHubId),
      destination: hubRef(network, route?.destinationHubId),
    },
    holder: holder
      ? {
          kind: holder.custody.holderKind,
          hub: hubRef(network, holder.custody.hubId),
          riderName: holder.riderName,
          bagCode: holder.bagCode,
          since: holder.custody.since.toISOString(),
        }
      : null,
    custody: scans.map(({ scan, bagCode, sealNumber, byName }) => ({
      action: scan.action,
      result: scan.result,
      fromHolder: scan.fromHolder,
      toHolder: scan.toHolder,
      hub: hubRef(network, scan.hubId),
      bagCode,
      sealNumber,
      by: scan.actorId || scan.actorRole ? { name: byName, role: scan.actorRole } : null,
      deviceId: scan.deviceId,
      scannedAt: scan.scannedAt.toISOString(),
      recordedAt: scan.recordedAt.toISOString(),
    })),
    exceptions: exceptions.map((row) => ({
      kind: row.kind,
      status: row.status,
      hub: hubRef(network, row.hubId),
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
    lost: exceptions.some((row) => row.kind === 'lost' && row.status === 'open'),
  };
}

/** Hub condition as SQL over `c` (custody), `r` (route) and `p` (parcel); null hub: the whole network. */
function hubIs(column: string, hubId: string | null) {
  return hubId ? sql`${sql.raw(column)} = ${hubId}` : sql`${sql.raw(column)} is not null`;
}

/**
 * The parcels behind one figure of the network board, newest first: the same conditions the board
 * counts with (board.service.ts), for one hub or (no hub) the network's totals.
 */
export async function parcelIdsBehindFigure(
  db: Db,
  figure: BoardFigureFilter,
  hubId: string | null,
  stuckHours: number,
  limit: number,
): Promise<string[]> {
  const bagsWhere = (status: 'open' | 'sealed') =>
    sql`c.bag_id in (select b.id from bags b where b.status = ${status} and ${hubIs('b.origin_hub_id', hubId)})`;
  const conditions: Record<BoardFigureFilter, ReturnType<typeof sql>> = {
    awaitingPickup: sql`${hubIs('r.origin_hub_id', hubId)} and p.status in ('pending', 'assigned')`,
    atHub: hubIs('c.hub_id', hubId),
    openBags: bagsWhere('open'),
    bagsToDispatch: bagsWhere('sealed'),
    tripsIncoming: sql`c.bag_id in (select b.id from bags b join trips t on t.id = b.trip_id
      where t.status = 'on_the_road' and ${hubIs('t.destination_hub_id', hubId)})`,
    outForDelivery: sql`${hubIs('r.destination_hub_id', hubId)} and p.status = 'out_for_delivery'`,
    openExceptions: sql`exists (select 1 from network_exceptions e where e.parcel_id = p.id
      and e.status = 'open' and ${hubIs('e.hub_id', hubId)})`,
    pastPromise: sql`${hubIs('r.destination_hub_id', hubId)} and ${pastPromiseSql('p')}`,
    stuck: sql`${hubIs('c.hub_id', hubId)} and c.since < now() - make_interval(hours => ${stuckHours})`,
  };
  const result = await db.execute(sql`
    select p.id from parcels p
      join parcel_custody c on c.parcel_id = p.id
      left join parcel_routes r on r.parcel_id = p.id
    where ${conditions[figure]}
    order by p.booking_time desc limit ${limit}`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}

/** `kind:id` of who holds the parcel now, as exceptions name the last holder. */
async function lastHolderOf(tx: Tx, parcelId: string) {
  const [custody] = await tx.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcelId));
  if (!custody) return { text: 'unknown', hubId: null };
  const id = custody.hubId ?? custody.riderId ?? custody.bagId;
  return { text: id ? `${custody.holderKind}:${id}` : custody.holderKind, hubId: custody.hubId };
}

/** Head office declares a parcel lost: an open `lost` exception (false: one is already open). */
export async function openLostException(
  tx: Tx,
  parcelId: string,
  by: { userId: string; note: string },
): Promise<boolean> {
  const holder = await lastHolderOf(tx, parcelId);
  const inserted = await tx
    .insert(networkExceptions)
    .values({
      id: crypto.randomUUID(),
      parcelId,
      kind: 'lost',
      hubId: holder.hubId,
      lastHolder: holder.text,
      note: by.note,
      createdBy: by.userId,
    })
    .onConflictDoNothing()
    .returning({ id: networkExceptions.id });
  return inserted.length > 0;
}

/** The parcel declared lost was found: its open `lost` exception is resolved (false: none was open). */
export async function resolveLostException(
  tx: Tx,
  parcelId: string,
  by: { userId: string; note: string },
): Promise<boolean> {
  const updated = await tx
    .update(networkExceptions)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: by.userId, resolutionNote: by.note })
    .where(
      and(
        eq(networkExceptions.parcelId, parcelId),
        eq(networkExceptions.kind, 'lost'),
        eq(networkExceptions.status, 'open'),
      ),
    )
    .returning({ id: networkExceptions.id });
  return updated.length > 0;
}

/**
 * Sends a parcel to another last-mile hub: its route's destination changes, so the next scans send
 * it on towards the new hub. Answers the hubs before and after (null: no such active hub).
 */
export async function rerouteParcel(
  tx: Tx,
  network: LiveNetwork,
  parcelId: string,
  hubId: string,
): Promise<{ before: HubRef | null; after: HubRef } | null> {
  const after = network.byId.get(hubId);
  if (!after?.active) return null;
  const [route] = await tx
    .select()
    .from(parcelRoutes)
    .where(eq(parcelRoutes.parcelId, parcelId))
    .for('update');
  const before = hubRef(network, route?.destinationHubId);
  // Every parcel has its route row from booking (a trigger); the upsert covers one that somehow has none.
  await tx
    .insert(parcelRoutes)
    .values({ parcelId, destinationHubId: hubId })
    .onConflictDoUpdate({ target: parcelRoutes.parcelId, set: { destinationHubId: hubId } });
  return { before, after: hubRef(network, hubId) as HubRef };
}
