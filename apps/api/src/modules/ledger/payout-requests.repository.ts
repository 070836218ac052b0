import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutRequests, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

// The payout_requests table: a merchant's (or the schedule's) ask to be paid, closed by a payout.

export type PayoutRequestRow = typeof payoutRequests.$inferSelect;

export async function insertPayoutRequest(
  tx: Db,
  values: typeof payoutRequests.$inferInsert,
): Promise<PayoutRequestRow> {
  return onlyRow(await tx.insert(payoutRequests).values(values).returning(), 'payout request insert');
}

export async function findPayoutRequestByKey(db: Db, key: string): Promise<PayoutRequestRow | undefined> {
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.idempotencyKey, key));
  return row;
}

export async function findOpenPayoutRequest(
  db: Db,
  merchantId: string,
): Promise<PayoutRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.merchantId, merchantId), isNull(payoutRequests.payoutId)));
  return row;
}

/** Closes the merchant's open request, if any, with the payout that paid it. */
export async function closeOpenPayoutRequest(tx: Db, merchantId: string, payoutId: string): Promise<void> {
  await tx
    .update(payoutRequests)
    .set({ payoutId, paidAt: new Date() })
    .where(and(eq(payoutRequests.merchantId, merchantId), isNull(payoutRequests.payoutId)));
}

export async function listPayoutRequests(
  db: Db,
  filter: { merchantId?: string; openOnly?: boolean },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.merchantId) conditions.push(eq(payoutRequests.merchantId, filter.merchantId));
  if (filter.openOnly) conditions.push(isNull(payoutRequests.payoutId));
  return db
    .select({ request: payoutRequests, merchantName: users.name })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.merchantId))
    .where(and(...conditions))
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(limit);
}
