import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payouts, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

// The payouts table, with each payout's reversal when there is one.

export type PayoutRow = typeof payouts.$inferSelect;

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  return onlyRow(await tx.insert(payouts).values(values).returning(), 'payout insert');
}

export async function findPayoutByKey(db: Db, key: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.idempotencyKey, key));
  return row;
}

const reversal = alias(ledgerEntries, 'reversal');

export async function listPayouts(db: Db, filter: { merchantId?: string; id?: string }, limit: number) {
  const conditions: SQL[] = [];
  if (filter.merchantId) conditions.push(eq(payouts.merchantId, filter.merchantId));
  if (filter.id) conditions.push(eq(payouts.id, filter.id));
  return db
    .select({ payout: payouts, merchantName: users.name, reversalId: reversal.id })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.merchantId))
    .leftJoin(reversal, eq(reversal.reversesEntryId, payouts.entryId))
    .where(and(...conditions))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
