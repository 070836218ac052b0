import type { HubPosition } from '@desh/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import {
  bags,
  hubRiders,
  hubStaff,
  parcelCustody,
  parcelHolds,
  parcelRoutes,
  parcels,
  receiverPreferences,
  riders,
  scanEvents,
} from '../../db/schema/index.ts';
import type { BagRow, Executor, Tx } from './network.repository.ts';

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
  /** The name of the parcel's rider: a scan's answer names the rider holding it. */
  riderName: riders.fullName,
  /** Its open hold's kind (damage, desk), if it is held: the custody gate refuses to move it on. */
  holdKind: parcelHolds.kind,
  /** The Asia/Dhaka day its receiver chose on their link: the gate hands it out no earlier. */
  chosenDay: receiverPreferences.preferredDate,
};

/** The parcel's open hold and its receiver's choices, joined to a parcel read (read-only, decision 015). */
const openHoldOn = and(eq(parcelHolds.parcelId, parcels.id), isNull(parcelHolds.releasedAt));
const preferencesOf = eq(receiverPreferences.parcelId, parcels.id);

function parcelAtScan(db: Executor) {
  return db
    .select(parcelAtScanFields)
    .from(parcels)
    .innerJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(bags, eq(bags.id, parcelCustody.bagId))
    .leftJoin(hubRiders, eq(hubRiders.riderId, parcels.riderId))
    .leftJoin(riders, eq(riders.id, parcels.riderId))
    .leftJoin(parcelHolds, openHoldOn)
    .leftJoin(receiverPreferences, preferencesOf);
}

export type ParcelAtScan = NonNullable<Awaited<ReturnType<typeof lockParcelAtScan>>>;

const lockedParcelAtScan = prebuiltQuery((tx) =>
  parcelAtScan(tx)
    .where(eq(parcels.trackingId, slot('trackingId')))
    .for('update', { of: [parcels, parcelCustody] }),
);

/** The parcel a label names, its parcel and custody rows locked for the scan (built once: every scan runs it). */
export async function lockParcelAtScan(tx: Tx, trackingId: string) {
  const [row] = await lockedParcelAtScan(tx, { trackingId });
  return row;
}

/** The same, by parcel id and without a lock: for answering a scan again. */
export async function readParcelAtScan(db: Executor, parcelId: string): Promise<ParcelAtScan | undefined> {
  const [row] = await parcelAtScan(db).where(eq(parcels.id, parcelId));
  return row;
}

/** The bag a bag label names (a bag scanned off a truck), beside the bag holding a parcel. */
const scannedBag = alias(bags, 'scanned_bag');

/**
 * What a scan reads before it acts, in one prepared statement: the caller's position at the hub, the
 * id of an event already recorded under the scan's key, the label's parcel (as `parcelAtScan` reads
 * it) or bag, unlocked. Each part is null when there is none.
 */
function scanStartQuery(db: Db) {
  return db
    .select({
      position: sql<HubPosition | null>`(select ${hubStaff.position} from ${hubStaff}
        where ${hubStaff.userId} = ${sql.placeholder('userId')} and ${hubStaff.hubId} = ${sql.placeholder('hubId')})`,
      priorScanId: sql<number | null>`(select ${scanEvents.id} from ${scanEvents}
        where ${scanEvents.scanKey} = ${sql.placeholder('scanKey')})`.mapWith(Number),
      ...parcelAtScanFields,
      scannedBag,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(parcels, eq(parcels.trackingId, sql.placeholder('trackingId')))
    .leftJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(bags, eq(bags.id, parcelCustody.bagId))
    .leftJoin(hubRiders, eq(hubRiders.riderId, parcels.riderId))
    .leftJoin(riders, eq(riders.id, parcels.riderId))
    .leftJoin(parcelHolds, openHoldOn)
    .leftJoin(receiverPreferences, preferencesOf)
    .leftJoin(scannedBag, eq(scannedBag.code, sql.placeholder('bagCode')))
    .prepare('scan_start');
}

// A prepared statement per database: every scan starts with it.
const prepared = new WeakMap<Db, ReturnType<typeof scanStartQuery>>();

export interface ScanStart {
  position: HubPosition | undefined;
  priorScanId: number | null;
  parcel: ParcelAtScan | undefined;
  bag: BagRow | undefined;
}

export async function readScanStart(
  db: Db,
  keys: {
    userId: string;
    hubId: string;
    scanKey: string;
    trackingId: string | null;
    bagCode: string | null;
  },
): Promise<ScanStart> {
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
    parcel:
      row && parcel && custody
        ? {
            parcel,
            custody,
            route: row.route,
            bag: row.bag,
            riderHubId: row.riderHubId,
            riderName: row.riderName,
            holdKind: row.holdKind,
            chosenDay: row.chosenDay,
          }
        : undefined,
    bag: row?.scannedBag ?? undefined,
  };
}
