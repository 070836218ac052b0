import type { ParcelListFilters } from '@desh/shared';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { ParcelRow } from './parcel-mapper.ts';

/** `%` and `_` typed by a person are searched for, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A phone typed as +880 1712-345678 or 01712 345678 is stored as 01712345678. */
const phoneDigits = (text: string) => text.replace(/[\s()-]/g, '').replace(/^\+?88(?=0)/, '');

/** An Asia/Dhaka calendar day's first instant, as a timestamptz. */
const dhakaDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Dhaka'`;
const dhakaDayEnd = (day: string) => sql`((${day}::date) + 1)::timestamp at time zone 'Asia/Dhaka'`;

function filterWhere(senderEmail: string, filters: ParcelListFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(parcels.senderEmail, senderEmail)];
  if (filters.q) {
    const text = `%${likeEscape(filters.q)}%`;
    const phone = `%${likeEscape(phoneDigits(filters.q))}%`;
    conditions.push(
      or(
        sql`${parcels.trackingId} ilike ${text}`,
        sql`${parcels.merchantOrderId} ilike ${text}`,
        sql`${parcels.receiverName} ilike ${text}`,
        sql`${parcels.receiverPhone} like ${phone}`,
      ),
    );
  }
  if (filters.status?.length) conditions.push(inArray(parcels.status, filters.status));
  if (filters.from) conditions.push(sql`${parcels.bookingTime} >= ${dhakaDayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`${parcels.bookingTime} < ${dhakaDayEnd(filters.to)}`);
  return and(...conditions);
}

/**
 * A sender's parcels that pass the filters, newest first: the order of
 * parcels_sender_email_booking_idx, which the planner walks while it checks each row's filters.
 */
export async function listFilteredParcels(
  db: Db,
  senderEmail: string,
  filters: ParcelListFilters,
  page: { limit: number; offset: number },
): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(filterWhere(senderEmail, filters))
    .orderBy(sql`${parcels.bookingTime} desc nulls last`, asc(parcels.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Counts at most `cap` matching rows, like the unfiltered count. */
export async function countFilteredParcels(
  db: Db,
  senderEmail: string,
  filters: ParcelListFilters,
  cap: number,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(parcels)
    .where(filterWhere(senderEmail, filters))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}
