import { finalParcelStatuses, type ParcelStatus, riderQueueStatuses } from '@desh/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import {
  parcelCustody,
  parcelEvents,
  parcelHolds,
  parcelRoutes,
  parcels,
  receiverPreferences,
  riders,
  scanEvents,
} from '../../db/schema/index.ts';
import { type CustodyFacts, custodyFactsOf } from './custody-gate.ts';
import type { ParcelRow } from './parcel-mapper.ts';

/** Statuses in which a parcel is out with its rider. */
export const activeStatuses: ParcelStatus[] = [...riderQueueStatuses];

const parcelById = prebuiltQuery((db) =>
  db
    .select()
    .from(parcels)
    .where(eq(parcels.id, slot('id'))),
);
const lockedParcelById = prebuiltQuery((tx) =>
  tx
    .select()
    .from(parcels)
    .where(eq(parcels.id, slot('id')))
    .for('update'),
);

/** The parcel and whether the user carries it (its rider is one of their approved applications). */
function parcelForUser(db: Pick<Db, 'select'>) {
  return db
    .select({
      ...getTableColumns(parcels),
      carriedByUser: sql<boolean>`exists (select 1 from ${riders} where ${riders.id} = ${parcels.riderId}
        and ${riders.userId} = ${slot('userId')} and ${riders.status} = 'approved')`,
    })
    .from(parcels)
    .where(eq(parcels.id, slot('id')));
}

/** In one statement each: the rider's check costs no round trip of its own. */
const parcelForUserById = prebuiltQuery((db) => parcelForUser(db));
const lockedParcelForUserById = prebuiltQuery((tx) => parcelForUser(tx).for('update', { of: parcels }));

const splitCarried = <Row extends { carriedByUser: boolean }>(row: Row | undefined) => {
  if (!row) return undefined;
  const { carriedByUser, ...parcel } = row;
  return { parcel, carriedByUser };
};

export async function findParcelById(db: Db, id: string): Promise<ParcelRow | undefined> {
  const [row] = await parcelById(db, { id });
  return row;
}

export async function listPendingParcels(
  db: Db,
  limit: number,
): Promise<{ rows: ParcelRow[]; total: number }> {
  const pending = eq(parcels.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db.select().from(parcels).where(pending).orderBy(asc(parcels.bookingTime), asc(parcels.id)).limit(limit),
    db.select({ total: count() }).from(parcels).where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const activeFirst = sql`case when ${inArray(parcels.status, activeStatuses)} then 0 else 1 end`;

/**
 * Parcels carried by any of the given riders: the ones still out first, then the latest finished.
 * With `finishedSince`, a finished parcel is listed only when it finished at or after that moment.
 */
export async function listParcelsOfRiders(
  db: Db,
  riderIds: string[],
  limit: number,
  finishedSince?: Date,
): Promise<ParcelRow[]> {
  if (riderIds.length === 0) return [];
  // A rider's parcels are those they are to pick up or hold (issue 61 item 2): one handed in at a hub
  // leaves their run, though it names them as its rider until the next leg's rider is given it.
  const ofRiders = and(
    inArray(parcels.riderId, riderIds),
    sql`exists (select 1 from ${parcelCustody} where ${parcelCustody.parcelId} = ${parcels.id}
      and (${parcelCustody.holderKind} in ('merchant', 'receiver') or ${parcelCustody.riderId} = ${parcels.riderId}))`,
  );
  return db
    .select()
    .from(parcels)
    .where(
      finishedSince
        ? and(
            ofRiders,
            or(notInArray(parcels.status, [...finalParcelStatuses]), gte(parcels.updatedAt, finishedSince)),
          )
        : ofRiders,
    )
    .orderBy(activeFirst, desc(parcels.updatedAt), asc(parcels.id))
    .limit(limit);
}

export async function listActiveParcels(db: Db, limit: number): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(inArray(parcels.status, activeStatuses))
    .orderBy(asc(parcels.updatedAt), asc(parcels.id))
    .limit(limit);
}

/** Reads a parcel and locks its row until the transaction ends: concurrent movers queue behind it. */
export async function lockParcelRow(tx: Tx, id: string): Promise<ParcelRow | undefined> {
  const [row] = await lockedParcelById(tx, { id });
  return row;
}

/** A parcel, and whether a user (null: nobody) carries it as its rider. */
type ParcelForUser = { parcel: ParcelRow; carriedByUser: boolean } | undefined;

/** Reads a parcel, locks its row until the transaction ends, and says whether `userId` carries it. */
export const lockParcelRowForUser = async (
  tx: Tx,
  id: string,
  userId: string | null,
): Promise<ParcelForUser> => splitCarried((await lockedParcelForUserById(tx, { id, userId }))[0]);

/** The same, unlocked: for a change whose own statement is conditional on what was read. */
export const findParcelForUser = async (db: Db, id: string, userId: string | null): Promise<ParcelForUser> =>
  splitCarried((await parcelForUserById(db, { id, userId }))[0]);

const updateParcelsRider = prebuiltQuery((tx) =>
  tx
    .update(parcels)
    .set({ riderId: slot('riderId'), updatedAt: slot('updatedAt') })
    .where(sql`${parcels.id} = any(${slot('ids')}::text[])`)
    .returning({ id: parcels.id }),
);

/**
 * Gives parcels another rider without a status change (a hub assigning the delivery leg), in one
 * statement however many. The caller holds their row locks.
 */
export async function setParcelsRider(tx: Tx, ids: readonly string[], riderId: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await updateParcelsRider(tx, { ids, riderId, updatedAt: new Date().toISOString() });
  if (rows.length !== ids.length) throw new Error('a parcel vanished under its row lock');
}

/**
 * What the custody gate decides on (custody-gate.ts), read with the parcel: its holder, its route and
 * whether a returning parcel was handed to its rider by its origin hub after it turned back. Reads the
 * network's custody, route and scan tables (decision 015: a repository may read other modules' tables).
 */
function parcelWithCustody(db: Pick<Db, 'select'>) {
  return db
    .select({
      parcel: parcels,
      carriedByUser: sql<boolean>`exists (select 1 from ${riders} where ${riders.id} = ${parcels.riderId}
        and ${riders.userId} = ${sql.placeholder('userId')} and ${riders.status} = 'approved')`,
      custody: parcelCustody,
      route: parcelRoutes,
      handedOutForReturn: sql<boolean>`${parcels.status} = 'returning' and exists (
        select 1 from ${scanEvents}
        where ${scanEvents.parcelId} = ${parcels.id} and ${scanEvents.action} = 'handout'
          and ${scanEvents.riderId} = ${parcelCustody.riderId}
          and ${scanEvents.hubId} = coalesce(${parcelRoutes.originHubId}, ${scanEvents.hubId})
          and ${scanEvents.scannedAt} >= (select coalesce(max(${parcelEvents.createdAt}), '-infinity') from ${parcelEvents}
            where ${parcelEvents.parcelId} = ${parcels.id} and ${parcelEvents.toStatus} = 'returning'))`,
      holdKind: parcelHolds.kind,
      chosenDay: receiverPreferences.preferredDate,
    })
    .from(parcels)
    .innerJoin(parcelCustody, eq(parcelCustody.parcelId, parcels.id))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(parcelHolds, and(eq(parcelHolds.parcelId, parcels.id), isNull(parcelHolds.releasedAt)))
    .leftJoin(receiverPreferences, eq(receiverPreferences.parcelId, parcels.id));
}

export interface ParcelAtGate {
  parcel: ParcelRow;
  /** The caller carries it: its rider is one of the caller's approved applications. */
  carriedByUser: boolean;
  facts: CustodyFacts;
}

/**
 * Locks a parcel's row and its custody row until the transaction ends and reads what the gate needs,
 * in one statement: the first step of every command that moves a parcel.
 */
export async function lockParcelAtGate(
  tx: Tx,
  id: string,
  userId: string | null,
): Promise<ParcelAtGate | undefined> {
  const [row] = await parcelWithCustody(tx)
    .where(eq(parcels.id, sql.placeholder('id')))
    .for('update', { of: [parcels, parcelCustody] })
    .execute({ id, userId });
  if (!row) return undefined;
  const { parcel, carriedByUser, handedOutForReturn } = row;
  return {
    parcel,
    carriedByUser: Boolean(carriedByUser),
    facts: custodyFactsOf(row, Boolean(handedOutForReturn)),
  };
}

/** What the gate would decide on for each of these parcels, unlocked (a rider's run shows each leg). */
export async function readCustodyFacts(db: Db, ids: readonly string[]): Promise<Map<string, CustodyFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await parcelWithCustody(db)
    .where(inArray(parcels.id, [...ids]))
    .execute({ userId: null });
  return new Map(rows.map((row) => [row.parcel.id, custodyFactsOf(row, Boolean(row.handedOutForReturn))]));
}
