import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import { publicHolidays } from '../../db/schema/index.ts';

const columns = { date: publicHolidays.date, nameEn: publicHolidays.nameEn, nameBn: publicHolidays.nameBn };

export function listHolidayRows(db: Db, range?: { from: string; to: string }) {
  const query = db.select(columns).from(publicHolidays);
  return (
    range ? query.where(and(gte(publicHolidays.date, range.from), lte(publicHolidays.date, range.to))) : query
  ).orderBy(asc(publicHolidays.date));
}

/**
 * The dates of the public holidays from one day to another, as one text[] value: a booking's statement
 * reads it beside the merchant's prices (quote.repository), and `holidayDatesBetween` alone.
 */
export const holidayDatesSql = (from: string, to: string): SQL =>
  sql`array(select ${publicHolidays.date}::text from ${publicHolidays}
    where ${publicHolidays.date} between ${from} and ${to} order by 1)`;

export async function holidayDatesBetween(db: Db, from: string, to: string): Promise<string[]> {
  const [row] = await executePrepared<{ dates: string[] }>(
    db,
    'holiday_dates',
    sql`select ${holidayDatesSql(from, to)} as dates`,
  );
  return row?.dates ?? [];
}

export async function upsertHoliday(db: Db, holiday: { date: string; nameEn: string; nameBn: string }) {
  const [row] = await db
    .insert(publicHolidays)
    .values(holiday)
    .onConflictDoUpdate({
      target: publicHolidays.date,
      set: { nameEn: holiday.nameEn, nameBn: holiday.nameBn, updatedAt: new Date() },
    })
    .returning(columns);
  return row;
}

export async function deleteHolidayRow(db: Db, date: string): Promise<boolean> {
  const rows = await db
    .delete(publicHolidays)
    .where(eq(publicHolidays.date, date))
    .returning({ date: publicHolidays.date });
  return rows.length > 0;
}
