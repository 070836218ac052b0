import type { RiderStatus } from '@desh/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { parcels, riders, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type RiderRow = typeof riders.$inferSelect;
export type NewRider = typeof riders.$inferInsert;

/** Parcel statuses during which a rider is busy with a parcel. */
const activeParcelStatuses = ['assigned', 'picked_up', 'in_transit'] as const;

export async function insertRider(db: Db, values: NewRider): Promise<RiderRow> {
  return onlyRow(await db.insert(riders).values(values).returning(), 'insert into riders');
}

export async function findActiveRiderForUser(db: Db, userId: string): Promise<RiderRow | undefined> {
  const [row] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.userId, userId), inArray(riders.status, ['pending', 'approved'])))
    .limit(1);
  return row;
}

export async function findLatestRiderForUser(db: Db, userId: string): Promise<RiderRow | undefined> {
  const [row] = await db
    .select()
    .from(riders)
    .where(eq(riders.userId, userId))
    .orderBy(desc(riders.appliedAt), desc(riders.id))
    .limit(1);
  return row;
}

export async function findRiderById(db: Db, id: string): Promise<RiderRow | undefined> {
  const [row] = await db.select().from(riders).where(eq(riders.id, id)).limit(1);
  return row;
}

export async function listRidersByStatus(db: Db, status: RiderStatus, limit: number): Promise<RiderRow[]> {
  return db
    .select()
    .from(riders)
    .where(eq(riders.status, status))
    .orderBy(asc(riders.appliedAt), asc(riders.id))
    .limit(limit);
}

/** Moves a still-pending application to its verdict; no row back means somebody else decided first. */
export async function reviewPendingRider(
  db: Db,
  id: string,
  review: { status: 'approved' | 'rejected'; reviewedBy: string; reviewNote: string | null },
): Promise<RiderRow | undefined> {
  const [row] = await db
    .update(riders)
    .set({ ...review, reviewedAt: new Date() })
    .where(and(eq(riders.id, id), eq(riders.status, 'pending')))
    .returning();
  return row;
}

export interface ApprovedRiderRow {
  id: string;
  fullName: string;
  region: string;
  vehicleType: RiderRow['vehicleType'];
  activeParcels: number;
}

/**
 * Approved riders whose account still has a working role (an admin may have turned one back into a
 * customer), with how many parcels each is carrying; those based in `district` first.
 */
export async function listApprovedRiders(db: Db, district?: string): Promise<ApprovedRiderRow[]> {
  const activeParcels = sql<number>`(
    select count(*)::int from ${parcels}
    where ${parcels.riderId} = ${riders.id}
      and ${inArray(parcels.status, [...activeParcelStatuses])}
  )`;
  const order = [asc(activeParcels), asc(riders.fullName), asc(riders.id)];
  if (district) order.unshift(sql`case when ${riders.region} = ${district} then 0 else 1 end`);
  return db
    .select({
      id: riders.id,
      fullName: riders.fullName,
      region: riders.region,
      vehicleType: riders.vehicleType,
      activeParcels,
    })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.status, 'approved'), inArray(users.role, ['rider', 'admin'])))
    .orderBy(...order);
}

/** The ids of the caller's approved applications: a parcel is theirs when its rider_id is one of these. */
const riderIdsOfUser = prebuiltQuery((db) =>
  db
    .select({ id: riders.id })
    .from(riders)
    .where(and(eq(riders.userId, slot('userId')), eq(riders.status, slot('status')))),
);

export async function approvedRiderIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await riderIdsOfUser(db, { userId, status: 'approved' });
  return rows.map((row) => row.id);
}

export async function findApprovedRider(db: Db, id: string): Promise<RiderRow | undefined> {
  const [row] = await db
    .select({ rider: riders })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.id, id), eq(riders.status, 'approved'), inArray(users.role, ['rider', 'admin'])))
    .limit(1);
  return row?.rider;
}

export async function findApprovedRiderOfUser(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: riders.id })
    .from(riders)
    .where(and(eq(riders.userId, userId), eq(riders.status, 'approved')));
  return row?.id;
}

export async function insertApprovedRider(tx: Tx, values: NewRider): Promise<string> {
  const [row] = await tx.insert(riders).values(values).returning({ id: riders.id });
  if (!row) throw new Error('rider insert returned nothing');
  return row.id;
}
