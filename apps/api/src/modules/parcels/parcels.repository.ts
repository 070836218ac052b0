import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared-sql.ts';
import { parcels, users } from '../../db/schema/index.ts';
import { parcelChannel } from '../../lib/parcel-changes.ts';
import { isoInstantSql } from './parcel-events.ts';
import type { ParcelRow } from './parcel-mapper.ts';
import { nextClockMsSql, trackingIdPrefix } from './tracking-id.ts';

type Executor = Pick<Db, 'update'>;

export type NewParcelRow = typeof parcels.$inferInsert;

export type BookingValues = Omit<
  NewParcelRow,
  | 'trackingId'
  | 'bookingTime'
  | 'updatedAt'
  | 'status'
  | 'riderId'
  | 'deliveryFeePoisha'
  | 'codAmountPoisha'
  | 'returnOfParcelId'
  | 'returnKind'
> & { deliveryFeePoisha: number; codAmountPoisha: number };

/**
 * The parcel a booking statement has just made, for the writes other modules add to it (the webhook and
 * SMS outboxes): a relation of that statement with the parcel's id, tracking ID, merchant order ID and
 * its first event's time as an ISO 8601 string (what `Date.toISOString` gives).
 */
export const bookedParcel = {
  from: sql.raw('booked'),
  id: sql.raw('booked.id'),
  trackingId: sql.raw('booked.tracking_id'),
  merchantOrderId: sql.raw('booked.merchant_order_id'),
  at: sql.raw('booked.at'),
} as const;

/**
 * A booking in one statement, so it is one round trip and the tracking clock's row lock is held only
 * while PostgreSQL runs it (never across round trips to this process, which under load wait behind other
 * requests): take the clock's next millisecond (the rule of `takeTrackingMs`), insert the parcel with that
 * tracking ID and booking time, record its first event, announce it on the parcel channel with the
 * payload `recordParcelEvent` sends (delivered on commit), and run `outbox`: data-modifying CTE bodies
 * that read `bookedParcel` (the webhook and SMS messages the booking raises). A single statement is atomic
 * on its own: the parcel and its messages exist together or not at all.
 * Undefined when the sender already booked this merchant order ID (the unique index decides, also
 * against a concurrent booking of the same ID, which this statement waits for); nothing is queued then.
 */
export async function bookParcelAtomically(
  db: Db | Tx,
  values: BookingValues,
  actor: { id: string; role: string },
  outbox: readonly SQL[] = [],
): Promise<ParcelRow | undefined> {
  const outboxCtes = outbox.map((write, index) => sql`, ${sql.raw(`outbox_${index + 1}`)} as (${write})`);
  const [row] = await executePrepared<{
    last_ms: string | number;
    updated_at: Date | string;
    booked_seq: string | number;
  }>(
    db,
    'book_parcel',
    sql`
    with clock as (
      update tracking_clock
      set last_ms = ${nextClockMsSql}
      where id = 1
      returning last_ms
    ), parcel as (
      insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, receiver_language, pickup_address,
        delivery_address, pickup_district, delivery_district, pickup_upazila, delivery_upazila, store_id,
        parcel_type, delivery_fee_poisha, payment_method, cod_amount_poisha, return_charge_poisha, promised_date,
        weight_grams, delivery_type, fee_breakdown, rate_card_id,
        exchange_item, merchant_order_id, sender_id, sender_email, status, booking_time)
      select ${values.id}, ${trackingIdPrefix} || clock.last_ms, ${values.parcelTitle}, ${values.receiverName},
        ${values.receiverPhone ?? null}, ${values.receiverLanguage ?? 'bn'}, ${values.pickupAddress}, ${values.deliveryAddress},
        ${values.pickupDistrict ?? null}, ${values.deliveryDistrict ?? null}, ${values.pickupUpazila ?? null},
        ${values.deliveryUpazila ?? null}, ${values.storeId ?? null}, ${values.parcelType},
        ${values.deliveryFeePoisha}, ${values.paymentMethod}, ${values.codAmountPoisha},
        ${values.returnChargePoisha ?? 0}, ${values.promisedDate ?? null}::date,
        ${values.weightGrams ?? null}::integer, ${values.deliveryType ?? 'regular'},
        ${values.feeBreakdown ? JSON.stringify(values.feeBreakdown) : null}::jsonb, ${values.rateCardId ?? null}::bigint,
        ${values.exchangeItem ?? null}, ${values.merchantOrderId ?? null}, ${values.senderId},
        ${values.senderEmail}, 'pending', timestamptz 'epoch' + clock.last_ms * interval '1 millisecond'
      from clock
      on conflict (sender_id, merchant_order_id) do nothing
      returning id, tracking_id, merchant_order_id, updated_at, booked_seq
    ), event as (
      insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role, note)
      select parcel.id, null, 'pending', ${actor.id}, ${actor.role}, null from parcel
      returning created_at
    ), booked as (
      select parcel.id, parcel.tracking_id, parcel.merchant_order_id,
        ${isoInstantSql(sql`event.created_at`)} as at
      from parcel, event
    )${sql.join(outboxCtes)}
    select clock.last_ms, parcel.updated_at, parcel.booked_seq, pg_notify(${parcelChannel}, json_build_object(
      'parcelId', booked.id, 'trackingId', booked.tracking_id, 'senderId', ${values.senderId}::text,
      'riderId', null, 'fromStatus', null, 'toStatus', 'pending', 'note', null, 'at', booked.at)::text)
    from clock, parcel, booked`,
  );
  if (!row) return undefined;
  const ms = Number(row.last_ms);
  return {
    ...values,
    receiverPhone: values.receiverPhone ?? null,
    receiverLanguage: values.receiverLanguage ?? 'bn',
    pickupDistrict: values.pickupDistrict ?? null,
    deliveryDistrict: values.deliveryDistrict ?? null,
    pickupUpazila: values.pickupUpazila ?? null,
    deliveryUpazila: values.deliveryUpazila ?? null,
    storeId: values.storeId ?? null,
    merchantOrderId: values.merchantOrderId ?? null,
    returnChargePoisha: values.returnChargePoisha ?? 0,
    promisedDate: values.promisedDate ?? null,
    weightGrams: values.weightGrams ?? null,
    deliveryType: values.deliveryType ?? 'regular',
    feeBreakdown: values.feeBreakdown ?? null,
    rateCardId: values.rateCardId ?? null,
    exchangeItem: values.exchangeItem ?? null,
    returnOfParcelId: null,
    returnKind: null,
    trackingId: `${trackingIdPrefix}${ms}`,
    status: 'pending',
    riderId: null,
    bookingTime: new Date(ms),
    updatedAt: new Date(row.updated_at),
    bookedSeq: Number(row.booked_seq),
    finishSeq: null,
  };
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

/** The parcel and its sender's name (the shipping label prints it). */
export async function findParcelWithPeople(
  db: Db,
  id: string,
): Promise<{ parcel: ParcelRow; senderName: string | null } | undefined> {
  const [row] = await db
    .select({ parcel: parcels, senderName: users.name })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.senderId))
    .where(eq(parcels.id, id))
    .limit(1);
  return row;
}

function listQueries(db: Db) {
  const email = sql.placeholder('senderEmail');
  const capped = db
    .select({ one: sql`1` })
    .from(parcels)
    .where(eq(parcels.senderEmail, email))
    .limit(sql.placeholder('cap'))
    .as('capped');
  return {
    page: db
      .select()
      .from(parcels)
      .where(eq(parcels.senderEmail, email))
      .orderBy(sql`${parcels.bookingTime} desc nulls last`, asc(parcels.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('parcels_by_sender_email'),
    count: db.select({ total: count() }).from(capped).prepare('parcels_by_sender_email_count'),
  };
}

// Prepared once per database: the list runs on every My Parcels view, planned once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof listQueries>>();

function queriesFor(db: Db): ReturnType<typeof listQueries> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = listQueries(db);
    prepared.set(db, queries);
  }
  return queries;
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
  return queriesFor(db).page.execute({ senderEmail, limit: page.limit, offset: page.offset });
}

/** Counts at most `cap` rows: the cost stays flat however many parcels a sender has. */
export async function countParcelsBySenderEmail(db: Db, senderEmail: string, cap: number): Promise<number> {
  const [row] = await queriesFor(db).count.execute({ senderEmail, cap });
  return row?.total ?? 0;
}

/** Cancels only while still pending, in one statement: a concurrent assignment cannot be overwritten. */
/** Cancels a pending parcel; `senderId` limits it to that sender's parcels (undefined: an admin's cancel). */
export async function cancelPendingParcel(
  tx: Executor,
  id: string,
  senderId: string | undefined,
): Promise<ParcelRow | undefined> {
  const [row] = await tx
    .update(parcels)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(parcels.id, id),
        senderId === undefined ? undefined : eq(parcels.senderId, senderId),
        eq(parcels.status, 'pending'),
      ),
    )
    .returning();
  return row;
}
