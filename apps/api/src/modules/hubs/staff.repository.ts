import type { HubPosition } from '@desh/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { hubRiders, hubStaff, riders, users } from '../../db/schema/index.ts';
import type { Runner } from './hubs.repository.ts';

export interface StaffRow {
  userId: string;
  name: string;
  email: string;
  position: HubPosition;
  createdAt: Date;
}

export function listStaff(db: Runner, hubId: string): Promise<StaffRow[]> {
  return db
    .select({
      userId: hubStaff.userId,
      name: users.name,
      email: users.email,
      position: hubStaff.position,
      createdAt: hubStaff.createdAt,
    })
    .from(hubStaff)
    .innerJoin(users, eq(users.id, hubStaff.userId))
    .where(eq(hubStaff.hubId, hubId))
    .orderBy(asc(users.name), asc(users.email));
}

/** The hubs a user works at. */
export async function hubIdsOfUser(db: Runner, userId: string): Promise<string[]> {
  const rows = await db.select({ hubId: hubStaff.hubId }).from(hubStaff).where(eq(hubStaff.userId, userId));
  return rows.map((row) => row.hubId);
}

/** Adds a user to a hub's staff, or changes their position there. */
export async function upsertStaff(
  db: Runner,
  values: { hubId: string; userId: string; position: HubPosition },
): Promise<void> {
  await db
    .insert(hubStaff)
    .values(values)
    .onConflictDoUpdate({ target: [hubStaff.userId, hubStaff.hubId], set: { position: values.position } });
}

export async function deleteStaff(db: Runner, hubId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(hubStaff)
    .where(and(eq(hubStaff.hubId, hubId), eq(hubStaff.userId, userId)))
    .returning();
  return rows.length > 0;
}

/**
 * Serialises changes to one user's hubs (and so their role) until the transaction ends: a lock on the
 * person, not on rows, so an addition at another hub cannot slip past a removal that counts what is left.
 */
export async function lockStaffOf(db: Runner, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hub-staff:${userId}`}))`);
}

export interface HubRiderRow {
  riderId: string;
  name: string;
  phone: string;
  region: string;
  vehicleType: string;
}

export function listHubRiders(db: Runner, hubId: string): Promise<HubRiderRow[]> {
  return db
    .select({
      riderId: hubRiders.riderId,
      name: riders.fullName,
      phone: riders.phone,
      region: riders.region,
      vehicleType: riders.vehicleType,
    })
    .from(hubRiders)
    .innerJoin(riders, eq(riders.id, hubRiders.riderId))
    .where(eq(hubRiders.hubId, hubId))
    .orderBy(asc(riders.fullName), asc(riders.id));
}

/** Sets the hub a rider works from. */
export async function upsertHubRider(db: Runner, riderId: string, hubId: string): Promise<void> {
  await db
    .insert(hubRiders)
    .values({ riderId, hubId })
    .onConflictDoUpdate({ target: hubRiders.riderId, set: { hubId } });
}
