import type { HandoverStatus } from '@desh/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashHandovers, ledgerLines, riders } from '../../db/schema/index.ts';
import { total } from './entries.repository.ts';

// The cash_handovers table: declared and confirmed handovers.

export type HandoverRow = typeof cashHandovers.$inferSelect;

export async function insertHandover(
  tx: Db,
  values: typeof cashHandovers.$inferInsert,
): Promise<HandoverRow | undefined> {
  const [row] = await tx.insert(cashHandovers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findHandoverByKey(
  db: Db,
  riderId: string,
  key: string,
): Promise<HandoverRow | undefined> {
  const [row] = await db
    .select()
    .from(cashHandovers)
    .where(and(eq(cashHandovers.riderId, riderId), eq(cashHandovers.idempotencyKey, key)));
  return row;
}

export async function findHandover(db: Db, id: string): Promise<HandoverRow | undefined> {
  const [row] = await db.select().from(cashHandovers).where(eq(cashHandovers.id, id));
  return row;
}

/** Declared handovers of these riders not yet counted. */
export async function awaitingHandoverTotal(db: Db, riderIds: string[]): Promise<number> {
  if (riderIds.length === 0) return 0;
  const [row] = await db
    .select({ total: total(cashHandovers.declaredPoisha) })
    .from(cashHandovers)
    .where(and(inArray(cashHandovers.riderId, riderIds), eq(cashHandovers.status, 'declared')));
  return Number(row?.total ?? 0);
}

/** Confirms only a still-declared handover: of two admins counting at once, one wins. */
export async function confirmHandoverIfDeclared(
  tx: Db,
  id: string,
  changes: {
    countedPoisha: number;
    confirmedBy: string;
    countedAtHubId: string | null;
    entryId: number;
    note: string | null;
  },
): Promise<HandoverRow | undefined> {
  const [row] = await tx
    .update(cashHandovers)
    .set({ ...changes, status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(cashHandovers.id, id), eq(cashHandovers.status, 'declared')))
    .returning();
  return row;
}

const handoverColumns = {
  handover: cashHandovers,
  riderName: riders.fullName,
  cashInHand: sql<string>`(select coalesce(sum(l.amount_poisha), 0) from ${ledgerLines} l
    where l.account_kind = 'rider_cash' and l.account_owner = ${cashHandovers.riderId})`,
};

export async function listHandovers(
  db: Db,
  filter: { status?: HandoverStatus; riderIds?: string[]; countedAtHubId?: string },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(cashHandovers.status, filter.status));
  if (filter.countedAtHubId) conditions.push(eq(cashHandovers.countedAtHubId, filter.countedAtHubId));
  if (filter.riderIds) {
    if (filter.riderIds.length === 0) return [];
    conditions.push(inArray(cashHandovers.riderId, filter.riderIds));
  }
  const newestFirst =
    filter.status === 'declared' ? asc(cashHandovers.declaredAt) : desc(cashHandovers.declaredAt);
  const rows = await db
    .select(handoverColumns)
    .from(cashHandovers)
    .innerJoin(riders, eq(riders.id, cashHandovers.riderId))
    .where(and(...conditions))
    .orderBy(newestFirst, asc(cashHandovers.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, cashInHand: Number(row.cashInHand) }));
}

export async function handoverWithRider(db: Db, id: string) {
  const [row] = await db
    .select(handoverColumns)
    .from(cashHandovers)
    .innerJoin(riders, eq(riders.id, cashHandovers.riderId))
    .where(eq(cashHandovers.id, id));
  return row ? { ...row, cashInHand: Number(row.cashInHand) } : undefined;
}
