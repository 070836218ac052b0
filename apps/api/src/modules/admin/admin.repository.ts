import { type ParcelStatus, statsDays } from '@desh/shared';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { pastPromiseSql } from '../parcels/past-promise.ts';

// The business day is the Asia/Dhaka calendar day, whatever time zone the server or database runs in.
const dhakaToday = sql`date_trunc('day', now() at time zone 'Asia/Dhaka')`;

export interface ParcelTotals {
  todaysBookings: number;
  pastPromised: number;
}

export async function parcelTotals(db: Db): Promise<ParcelTotals> {
  const [row] = await db
    .select({
      todaysBookings: sql<number>`count(*) filter (
        where ${parcels.bookingTime} >= ${dhakaToday} at time zone 'Asia/Dhaka')::int`,
    })
    .from(parcels);
  const [late] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(parcels)
    .where(pastPromiseSql('parcels'));
  return {
    todaysBookings: row?.todaysBookings ?? 0,
    pastPromised: late?.count ?? 0,
  };
}

/** Bookings per Dhaka day for the last `statsDays` days, oldest first, with empty days as 0. */
export async function bookingsPerDay(db: Db): Promise<Array<{ date: string; count: number }>> {
  const result = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as date, count(${parcels.id})::int as count
    from generate_series(${dhakaToday} - ${`${statsDays - 1} days`}::interval, ${dhakaToday}, interval '1 day') as day
    left join ${parcels}
      on ${parcels.bookingTime} >= day at time zone 'Asia/Dhaka'
     and ${parcels.bookingTime} < (day + interval '1 day') at time zone 'Asia/Dhaka'
    group by day
    order by day`)) as unknown as { rows: Array<{ date: string; count: number | string }> };
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

export async function parcelCountsByStatus(db: Db): Promise<Array<{ status: ParcelStatus; count: number }>> {
  return db.select({ status: parcels.status, count: count() }).from(parcels).groupBy(parcels.status);
}
