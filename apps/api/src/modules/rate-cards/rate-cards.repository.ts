import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { rateCards, users } from '../../db/schema/index.ts';

const listColumns = {
  id: rateCards.id,
  merchantId: rateCards.merchantId,
  merchantEmail: users.email,
  merchantName: users.name,
  effectiveFrom: rateCards.effectiveFrom,
  cells: rateCards.cells,
  createdAt: rateCards.createdAt,
};

export async function insertRateCard(
  db: Db,
  values: { merchantId: string; effectiveFrom: string; cells: Record<string, number>; createdBy: string },
) {
  const [row] = await db.insert(rateCards).values(values).returning({ id: rateCards.id });
  return row;
}

/** Rate cards newest first (by merchant, then effective day), with the merchant's email and name. */
export function listRateCardRows(db: Db, merchantId?: string) {
  const query = db.select(listColumns).from(rateCards).innerJoin(users, eq(users.id, rateCards.merchantId));
  return (merchantId ? query.where(eq(rateCards.merchantId, merchantId)) : query)
    .orderBy(users.email, desc(rateCards.effectiveFrom), desc(rateCards.id))
    .limit(500);
}

/** The rate card in force for a merchant on a Dhaka day: the latest one effective by then. */
export async function rateCardRowInForce(db: Db, merchantId: string, day: string) {
  const [row] = await rateCardInForce(db, { merchantId, day, limit: 1 });
  return row;
}

/** Built once: every booking prices by it. */
const rateCardInForce = prebuiltQuery((db) =>
  db
    .select({ id: rateCards.id, effectiveFrom: rateCards.effectiveFrom, cells: rateCards.cells })
    .from(rateCards)
    .where(and(eq(rateCards.merchantId, slot('merchantId')), lte(rateCards.effectiveFrom, slot('day'))))
    .orderBy(desc(rateCards.effectiveFrom), desc(rateCards.id))
    .limit(sql.placeholder('limit')),
);
