import { type ParcelStatus, statsDays } from '@desh/shared';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { pastPromiseSql } from '../parcels/past-promise.ts';

// The business day is the Asia/Dhaka calendar day, whatever time zone the server or database runs in.
const dhakaToday = sql`date_trunc('day', now() at time zone 'Asia/Dhaka')`;

/** Parcels past their promised date and not yet settled (a partial index holds only the open ones). */
export async function countPastPromised(db: Db): Promise<number> {
  const [late] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(parcels)
    .where(pastPromiseSql('parcels'));
  return late?.count ?? 0;
}

/**
 * Bookings per Dhaka day for the last `statsDays` days, oldest first, with empty days as 0; the last is
 * today's. One range of the booking-time index, grouped: its cost follows the days shown, not the
 * parcels of all time (a count over every parcel took 0.6 s at a million, and grows every day).
 */
export async function bookingsPerDay(db: Db): Promise<Array<{ date: string; count: number }>> {
  const firstDay = sql`(${dhakaToday} - ${`${statsDays - 1} days`}::interval)`;
  const result = (await db.execute(sql`
    with booked as (
      select date_trunc('day', ${parcels.bookingTime} at time zone 'Asia/Dhaka') as day, count(*) as count
      from ${parcels}
      where ${parcels.bookingTime} >= ${firstDay} at time zone 'Asia/Dhaka'
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(booked.count, 0)::int as count
    from generate_series(${firstDay}, ${dhakaToday}, interval '1 day') as days(day)
    left join booked on booked.day = days.day
    order by days.day`)) as unknown as { rows: Array<{ date: string; count: number | string }> };
  return result.rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

export async function parcelCountsByStatus(db: Db): Promise<Array<{ status: ParcelStatus; count: number }>> {
  return db.select({ status: parcels.status, count: count() }).from(parcels).groupBy(parcels.status);
}
