import type { RemittanceStatus } from '@desh/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubRemittances, hubRiders, hubs, ledgerLines, users } from '../../db/schema/index.ts';
import { total } from './entries.repository.ts';

// Hubs' cash: which hub a rider hands cash in at (read from the network's hub_riders), the
// hub_remittances table, and hubs' balances summed over the lines.

export type RemittanceRow = typeof hubRemittances.$inferSelect;

/** The hub a rider belongs to, if any (network's table, read only). */
export async function hubOfRider(db: Db, riderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hubId: hubRiders.hubId })
    .from(hubRiders)
    .where(eq(hubRiders.riderId, riderId));
  return row?.hubId;
}

export async function ridersOfHub(db: Db, hubId: string): Promise<string[]> {
  const rows = await db
    .select({ riderId: hubRiders.riderId })
    .from(hubRiders)
    .where(eq(hubRiders.hubId, hubId));
  return rows.map((row) => row.riderId);
}

export async function insertRemittance(
  tx: Db,
  values: typeof hubRemittances.$inferInsert,
): Promise<RemittanceRow | undefined> {
  const [row] = await tx.insert(hubRemittances).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRemittanceByKey(
  db: Db,
  hubId: string,
  key: string,
): Promise<RemittanceRow | undefined> {
  const [row] = await db
    .select()
    .from(hubRemittances)
    .where(and(eq(hubRemittances.hubId, hubId), eq(hubRemittances.idempotencyKey, key)));
  return row;
}

export async function findRemittance(db: Db, id: string): Promise<RemittanceRow | undefined> {
  const [row] = await db.select().from(hubRemittances).where(eq(hubRemittances.id, id));
  return row;
}

/** Remittances of this hub declared and not yet counted at head office. */
export async function awaitingRemittanceTotal(db: Db, hubId: string): Promise<number> {
  const [row] = await db
    .select({ total: total(hubRemittances.declaredPoisha) })
    .from(hubRemittances)
    .where(and(eq(hubRemittances.hubId, hubId), eq(hubRemittances.status, 'declared')));
  return Number(row?.total ?? 0);
}

/** Confirms only a still-declared remittance: of two admins counting at once, one wins. */
export async function confirmRemittanceIfDeclared(
  tx: Db,
  id: string,
  changes: { countedPoisha: number; confirmedBy: string; entryId: number; note: string | null },
): Promise<RemittanceRow | undefined> {
  const [row] = await tx
    .update(hubRemittances)
    .set({ ...changes, status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(hubRemittances.id, id), eq(hubRemittances.status, 'declared')))
    .returning();
  return row;
}

const remittanceColumns = {
  remittance: hubRemittances,
  hubCode: hubs.code,
  hubName: hubs.name,
  hubNameBn: hubs.nameBn,
  declaredByName: users.name,
  hubCash: sql<string>`(select coalesce(sum(l.amount_poisha), 0) from ${ledgerLines} l
    where l.account_kind = 'hub_cash' and l.account_owner = ${hubRemittances.hubId})`,
};

export async function listRemittances(
  db: Db,
  filter: { id?: string; status?: RemittanceStatus; hubId?: string },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.id) conditions.push(eq(hubRemittances.id, filter.id));
  if (filter.status) conditions.push(eq(hubRemittances.status, filter.status));
  if (filter.hubId) conditions.push(eq(hubRemittances.hubId, filter.hubId));
  const order =
    filter.status === 'declared' ? asc(hubRemittances.declaredAt) : desc(hubRemittances.declaredAt);
  const rows = await db
    .select(remittanceColumns)
    .from(hubRemittances)
    .innerJoin(hubs, eq(hubs.id, hubRemittances.hubId))
    .innerJoin(users, eq(users.id, hubRemittances.declaredBy))
    .where(and(...conditions))
    .orderBy(order, asc(hubRemittances.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, hubCash: Number(row.hubCash) }));
}

/** The named hubs with what each has declared on its way to head office and not yet counted, by code. */
export async function hubsWithAwaitingRemittances(db: Db, hubIds: string[]) {
  if (hubIds.length === 0) return [];
  const rows = await db
    .select({
      hubId: hubs.id,
      code: hubs.code,
      name: hubs.name,
      nameBn: hubs.nameBn,
      awaiting: sql<string>`(select coalesce(sum(r.declared_poisha), 0) from ${hubRemittances} r
        where r.hub_id = ${hubs.id} and r.status = 'declared')`,
    })
    .from(hubs)
    .where(inArray(hubs.id, hubIds))
    .orderBy(asc(hubs.code));
  return rows.map((row) => ({ ...row, awaiting: Number(row.awaiting) }));
}
