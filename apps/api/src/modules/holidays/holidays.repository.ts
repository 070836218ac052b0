import { and, asc, between, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { publicHolidays } from '../../db/schema/index.ts';

const columns = { date: publicHolidays.date, nameEn: publicHolidays.nameEn, nameBn: publicHolidays.nameBn };

export function listHolidayRows(db: Db, range?: { from: string; to: string }) {
  const query = db.select(columns).from(publicHolidays);
  return (
    range ? query.where(and(gte(publicHolidays.date, range.from), lte(publicHolidays.date, range.to))) : query
  ).orderBy(asc(publicHolidays.date));
}

/** Built once: every booking's promised date reads it. */
const holidaysBetween = prebuiltQuery((db) =>
  db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(between(publicHolidays.date, slot('from'), slot('to'))),
);

export async function holidayDatesBetween(db: Db, from: string, to: string): Promise<string[]> {
  const rows = await holidaysBetween(db, { from, to });
  return rows.map((row) => row.date);
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
