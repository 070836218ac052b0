import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parcels, riders, users } from '../../db/schema/index.ts';
import type { ParcelRow } from './parcel-mapper.ts';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

export type NewParcelRow = typeof parcels.$inferInsert;

export async function insertParcel(tx: Executor, values: NewParcelRow): Promise<ParcelRow> {
  const [row] = await tx.insert(parcels).values(values).returning();
  if (!row) throw new Error('insert into parcels returned no row');
  return row;
}

/**
 * Inserts unless the sender already has a parcel with this merchant order ID (then undefined). A
 * concurrent insert of the same order ID waits for the first to commit and then finds the clash.
 */
export async function insertParcelUnlessOrderExists(
  tx: Executor,
  values: NewParcelRow,
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .insert(parcels)
    .values(values)
    .onConflictDoNothing({ target: [parcels.senderId, parcels.merchantOrderId] })
    .returning();
  return row;
}

export async function findParcelByMerchantOrderId(
  db: Pick<Db, 'select'>,
  senderId: string,
  merchantOrderId: string,
): Promise<ParcelRow | undefined> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.senderId, senderId), eq(parcels.merchantOrderId, merchantOrderId)))
    .limit(1);
  return row;
}

/** The parcel, its sender's name and, when a rider is assigned, the user account behind that rider. */
export async function findParcelWithPeople(
  db: Db,
  id: string,
): Promise<{ parcel: ParcelRow; senderName: string | null; riderUserId: string | null } | undefined> {
  const [row] = await db
    .select({ parcel: parcels, senderName: users.name, riderUserId: riders.userId })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.senderId))
    .leftJoin(riders, eq(riders.id, parcels.riderId))
    .where(eq(parcels.id, id))
    .limit(1);
  return row;
}

/**
 * Newest first. The order is exactly parcels_sender_email_booking_idx (booking_time desc nulls last,
 * id asc), so a page reads only its own rows from that index; any other order (even plain `desc`, which
 * means nulls first) makes the planner sort or filter instead. Booking times come from the tracking
 * clock and do not repeat, so the tie-breaker rarely matters.
 */
export async function listParcelsBySenderEmail(
  db: Db,
  senderEmail: string,
  page: { limit: number; offset: number },
): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(eq(parcels.senderEmail, senderEmail))
    .orderBy(sql`${parcels.bookingTime} desc nulls last`, asc(parcels.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Counts at most `cap` rows: the cost stays flat however many parcels a sender has. */
export async function countParcelsBySenderEmail(db: Db, senderEmail: string, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(parcels)
    .where(eq(parcels.senderEmail, senderEmail))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}

/** Cancels only while still pending, in one statement: a concurrent assignment cannot be overwritten. */
export async function cancelPendingParcel(
  tx: Executor,
  id: string,
  senderId: string,
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .update(parcels)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(parcels.id, id), eq(parcels.senderId, senderId), eq(parcels.status, 'pending')))
    .returning();
  return row;
}
