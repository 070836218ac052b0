import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { hubCoverage, hubLanes, hubRiders, hubStaff, hubs } from '../../db/schema/index.ts';

export type HubRow = typeof hubs.$inferSelect;
export type CoverageDbRow = typeof hubCoverage.$inferSelect;
export type Runner = Db | Tx;

const staffCount = sql<number>`(select count(*)::int from ${hubStaff} where ${hubStaff.hubId} = ${hubs.id})`;
const riderCount = sql<number>`(select count(*)::int from ${hubRiders} where ${hubRiders.hubId} = ${hubs.id})`;
const areaCount = sql<number>`(select count(*)::int from ${hubCoverage}
  where ${hubCoverage.lastMileHubId} = ${hubs.id} or ${hubCoverage.pickupHubId} = ${hubs.id})`;

export type HubWithCounts = HubRow & { staffCount: number; riderCount: number; areaCount: number };

/** Hubs with their staff, rider and area counts, by code; only `ids` when given. */
export function listHubsWithCounts(db: Runner, ids?: readonly string[]): Promise<HubWithCounts[]> {
  return db
    .select({
      id: hubs.id,
      code: hubs.code,
      name: hubs.name,
      nameBn: hubs.nameBn,
      district: hubs.district,
      address: hubs.address,
      kinds: hubs.kinds,
      active: hubs.active,
      createdAt: hubs.createdAt,
      staffCount,
      riderCount,
      areaCount,
    })
    .from(hubs)
    .where(ids ? inArray(hubs.id, [...ids]) : undefined)
    .orderBy(asc(hubs.code));
}

export function listHubs(db: Runner): Promise<HubRow[]> {
  return db.select().from(hubs).orderBy(asc(hubs.code));
}

export function findHub(db: Runner, id: string): Promise<HubRow | undefined> {
  return db
    .select()
    .from(hubs)
    .where(eq(hubs.id, id))
    .then((rows) => rows[0]);
}

/** Locks a hub row so a change to it and a coverage edit naming it never interleave. */
export function lockHub(db: Runner, id: string): Promise<HubRow | undefined> {
  return db
    .select()
    .from(hubs)
    .where(eq(hubs.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** Locks the named hubs (in id order, so two transactions never wait on each other crosswise). */
export function lockHubs(db: Runner, ids: readonly string[]): Promise<HubRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(hubs)
    .where(inArray(hubs.id, [...ids]))
    .orderBy(asc(hubs.id))
    .for('update');
}

/** Inserts a hub; undefined when its id or code is taken. */
export async function insertHub(db: Runner, values: typeof hubs.$inferInsert): Promise<HubRow | undefined> {
  const [row] = await db.insert(hubs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateHub(
  db: Runner,
  id: string,
  values: Partial<Pick<HubRow, 'name' | 'nameBn' | 'address' | 'kinds' | 'active'>>,
): Promise<void> {
  await db.update(hubs).set(values).where(eq(hubs.id, id));
}

/** How many areas a hub serves, as last-mile hub and as pickup hub. */
export async function coverageCountsOf(
  db: Runner,
  hubId: string,
): Promise<{ lastMile: number; pickup: number }> {
  const [row] = await db
    .select({
      lastMile: sql<number>`count(*) filter (where ${hubCoverage.lastMileHubId} = ${hubId})::int`,
      pickup: sql<number>`count(*) filter (where ${hubCoverage.pickupHubId} = ${hubId})::int`,
    })
    .from(hubCoverage)
    .where(or(eq(hubCoverage.lastMileHubId, hubId), eq(hubCoverage.pickupHubId, hubId)));
  return { lastMile: row?.lastMile ?? 0, pickup: row?.pickup ?? 0 };
}

/** Active hubs of a kind other than `exceptId`. */
export async function countActiveHubsOfKind(db: Runner, kind: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hubs)
    .where(and(eq(hubs.active, true), sql`${kind} = any(${hubs.kinds})`, sql`${hubs.id} <> ${exceptId}`));
  return row?.count ?? 0;
}

export function listCoverage(db: Runner, district?: string): Promise<CoverageDbRow[]> {
  return db
    .select()
    .from(hubCoverage)
    .where(district ? eq(hubCoverage.district, district) : undefined)
    .orderBy(asc(hubCoverage.district), asc(hubCoverage.upazila));
}

/** Writes coverage rows: an area's row is replaced, an area without one gets it (rows are never deleted). */
export async function upsertCoverage(db: Runner, rows: readonly CoverageDbRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(hubCoverage)
    .values([...rows])
    .onConflictDoUpdate({
      target: [hubCoverage.district, hubCoverage.upazila],
      set: {
        lastMileHubId: sql`excluded.last_mile_hub_id`,
        pickupHubId: sql`excluded.pickup_hub_id`,
      },
    });
}

export function listLanes(db: Runner): Promise<Array<{ hubA: string; hubB: string }>> {
  return db.select().from(hubLanes).orderBy(asc(hubLanes.hubA), asc(hubLanes.hubB));
}

/**
 * Inserts a lane once, the smaller id first as the table's check wants it. The database orders the
 * ends (least/greatest), so its collation decides, never a different ordering in JavaScript.
 * Undefined when the lane existed.
 */
export async function insertLane(
  db: Runner,
  a: string,
  b: string,
): Promise<{ hubA: string; hubB: string } | undefined> {
  const [row] = await db
    .insert(hubLanes)
    .values({ hubA: sql`least(${a}::text, ${b}::text)`, hubB: sql`greatest(${a}::text, ${b}::text)` })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteLane(db: Runner, a: string, b: string): Promise<boolean> {
  const rows = await db
    .delete(hubLanes)
    .where(
      and(
        eq(hubLanes.hubA, sql`least(${a}::text, ${b}::text)`),
        eq(hubLanes.hubB, sql`greatest(${a}::text, ${b}::text)`),
      ),
    )
    .returning();
  return rows.length > 0;
}
