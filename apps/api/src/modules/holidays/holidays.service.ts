import { type Holiday, type HolidayBody, promiseHorizonDays, shiftDay } from '@desh/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deleteHolidayRow,
  holidayDatesBetween,
  holidayDatesSql,
  listHolidayRows,
  upsertHoliday,
} from './holidays.repository.ts';

export function listHolidays(db: Db, year?: number): Promise<Holiday[]> {
  return listHolidayRows(db, year === undefined ? undefined : { from: `${year}-01-01`, to: `${year}-12-31` });
}

/** The public holidays a promise made on `day` may cross (the module's face to quotes and bookings). */
export async function holidaysFrom(db: Db, day: string): Promise<Set<string>> {
  return new Set(await holidayDatesBetween(db, day, shiftDay(day, promiseHorizonDays)));
}

/** The same as one text[] value, for a statement that reads it with other things (a booking's price). */
export const holidaysFromSql = (day: string): SQL => holidayDatesSql(day, shiftDay(day, promiseHorizonDays));

export async function saveHoliday(db: Db, date: string, body: HolidayBody): Promise<Holiday> {
  const row = await upsertHoliday(db, { date, ...body });
  if (!row) throw new Error('holiday upsert returned no row');
  return row;
}

export async function removeHoliday(db: Db, date: string): Promise<void> {
  if (!(await deleteHolidayRow(db, date))) throw notFound('No holiday on that day.');
}
