import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
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

/** A rate card as the price of a booking reads it. */
export interface RateCardInForce {
  id: number;
  effectiveFrom: string;
  cells: unknown;
}

/**
 * The rate card in force for a merchant on a Dhaka day (the latest one effective by then) as one JSON
 * value, null when there is none: a booking's statement reads it beside the holidays (quote.repository),
 * and `rateCardRowInForce` alone.
 */
export const rateCardInForceSql = (merchantId: string | null, day: string): SQL =>
  sql`(select json_build_object('id', ${rateCards.id}, 'effectiveFrom', ${rateCards.effectiveFrom}::text,
      'cells', ${rateCards.cells})
    from ${rateCards} where ${rateCards.merchantId} = ${merchantId} and ${rateCards.effectiveFrom} <= ${day}
    order by ${rateCards.effectiveFrom} desc, ${rateCards.id} desc limit 1)`;

export async function rateCardRowInForce(
  db: Db,
  merchantId: string,
  day: string,
): Promise<RateCardInForce | undefined> {
  const [row] = await executePrepared<{ card: RateCardInForce | null }>(
    db,
    'rate_card_in_force',
    sql`select ${rateCardInForceSql(merchantId, day)} as card`,
  );
  return row?.card ?? undefined;
}
