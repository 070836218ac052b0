import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import { holidaysFromSql } from '../holidays/holidays.service.ts';
import { type RateCardInForce, rateCardInForceSql } from '../rate-cards/rate-cards.service.ts';

/**
 * What a booking's price and promise are made of, in one statement (every booking reads them): the
 * merchant's rate card in force on the Dhaka day (none for a visitor's quote) and the public holidays
 * a promise made that day may cross. Each module keeps its own query; this only runs them together.
 */
export async function readPriceInputs(
  db: Db,
  merchantId: string | null,
  day: string,
): Promise<{ card: RateCardInForce | null; holidays: string[] }> {
  const [row] = await executePrepared<{ card: RateCardInForce | null; holidays: string[] }>(
    db,
    'price_inputs',
    sql`select ${rateCardInForceSql(merchantId, day)} as card, ${holidaysFromSql(day)} as holidays`,
  );
  return { card: row?.card ?? null, holidays: row?.holidays ?? [] };
}
