import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoInstantSql } from '../../db/iso-instant.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { hubs, parcelRoutes, parcels, stores, users } from '../../db/schema/index.ts';
import { textLiteral } from '../../db/text-array.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import { parcelChannel } from '../../lib/parcel-changes.ts';
import type { ParcelRow } from './parcel-mapper.ts';
import { formatTrackingId } from './tracking-id.ts';

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
 * The booking's statement, built once (every booking runs it; only the values travel): the parcel, its
 * first event and the announcement.
 */
const bookParcel = prebuiltQuery((tx: Tx) => {
  const parcel = tx.$with('parcel', {}).as(sql`
    insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, receiver_language, pickup_address,
      delivery_address, pickup_district, delivery_district, pickup_upazila, delivery_upazila, store_id,
      parcel_type, delivery_fee_poisha, payment_method, cod_amount_poisha, cod_mode, return_charge_poisha, promised_date,
      weight_grams, delivery_type, fee_breakdown, rate_card_id,
      exchange_item, merchant_order_id, sender_id, sender_email, status, booking_time)
    values (${slot('id')}, ${slot('trackingId')}, ${slot('parcelTitle')}, ${slot('receiverName')},
      ${slot('receiverPhone')}, ${slot('receiverLanguage')}, ${slot('pickupAddress')}, ${slot('deliveryAddress')},
      ${slot('pickupDistrict')}, ${slot('deliveryDistrict')}, ${slot('pickupUpazila')}, ${slot('deliveryUpazila')},
      ${slot('storeId')}, ${slot('parcelType')}, ${slot('deliveryFeePoisha')}::integer, ${slot('paymentMethod')},
      ${slot('codAmountPoisha')}::integer, ${slot('codMode')}, ${slot('returnChargePoisha')}::integer, ${slot('promisedDate')}::date,
      ${slot('weightGrams')}::integer, ${slot('deliveryType')}, ${slot('feeBreakdown')}::jsonb,
      ${slot('rateCardId')}::bigint, ${slot('exchangeItem')}, ${slot('merchantOrderId')}, ${slot('senderId')},
      ${slot('senderEmail')}, 'pending', timestamptz 'epoch' + ${slot('trackingMs')}::bigint * interval '1 millisecond')
    on conflict (sender_id, merchant_order_id) do nothing
    returning id, tracking_id, updated_at, booked_seq`);
  const event = tx.$with('event', {}).as(sql`
    insert into parcel_events (parcel_id, from_status, to_status, actor_id, actor_role, note, created_at)
    select parcel.id, null, 'pending', ${slot('actorId')}::text, ${slot('actorRole')}::text, null,
      coalesce(${slot('at')}::timestamptz, now()) from parcel
    returning created_at`);
  const at = isoInstantSql(sql`event.created_at`);
  return tx
    .with(parcel, event)
    .select({
      updated_at: sql<Date | string>`parcel.updated_at`,
      booked_seq: sql<string | number>`parcel.booked_seq`,
      announced: sql`pg_notify(${textLiteral(parcelChannel)}, json_build_object(
        'parcelId', parcel.id, 'trackingId', parcel.tracking_id, 'senderId', ${slot('senderId')}::text,
        'riderId', null, 'fromStatus', null, 'toStatus', 'pending', 'note', null, 'at', ${at})::text)`,
    })
    .from(sql`parcel cross join event`);
});

/**
 * Writes a booked parcel in the booking's transaction, in one statement: the parcel with the tracking
 * ID and booking time of `trackingMs` (taken from the clock before the transaction, `takeTrackingMs`),
 * its first event, and its announcement on the parcel channel with the payload `recordParcelEvent`
 * sends (delivered on commit); the event's time is `bookingEventAt`. Answers the row. Undefined when the
 * sender already booked this merchant order ID (the unique index decides, also against a concurrent
 * booking of the same ID, which this statement waits for); nothing is written then.
 */
export async function insertBookedParcel(
  tx: Tx,
  values: BookingValues,
  trackingMs: number,
  actor: { id: string; role: string },
): Promise<ParcelRow | undefined> {
  const [row] = await bookParcel(tx, {
    id: values.id,
    trackingId: formatTrackingId(trackingMs),
    trackingMs,
    parcelTitle: values.parcelTitle,
    receiverName: values.receiverName,
    receiverPhone: values.receiverPhone ?? null,
    receiverLanguage: values.receiverLanguage ?? 'bn',
    pickupAddress: values.pickupAddress,
    deliveryAddress: values.deliveryAddress,
    pickupDistrict: values.pickupDistrict ?? null,
    deliveryDistrict: values.deliveryDistrict ?? null,
    pickupUpazila: values.pickupUpazila ?? null,
    deliveryUpazila: values.deliveryUpazila ?? null,
    storeId: values.storeId ?? null,
    parcelType: values.parcelType,
    deliveryFeePoisha: values.deliveryFeePoisha,
    paymentMethod: values.paymentMethod,
    codAmountPoisha: values.codAmountPoisha,
    codMode: values.codMode ?? 'add_fee_to_receiver',
    returnChargePoisha: values.returnChargePoisha ?? 0,
    promisedDate: values.promisedDate ?? null,
    weightGrams: values.weightGrams ?? null,
    deliveryType: values.deliveryType ?? 'regular',
    feeBreakdown: values.feeBreakdown ? JSON.stringify(values.feeBreakdown) : null,
    rateCardId: values.rateCardId ?? null,
    exchangeItem: values.exchangeItem ?? null,
    merchantOrderId: values.merchantOrderId ?? null,
    senderId: values.senderId,
    senderEmail: values.senderEmail,
    actorId: actor.id,
    actorRole: actor.role,
    at: bookingEventAt(trackingMs),
  });
  return row ? bookedRow(values, trackingMs, row) : undefined;
}

/**
 * The time of a booking's first event, as the booking's statements send it: a booking run at its own time
 * (the demo's past, lib/action-time.ts) has it at its booking time, the millisecond the tracking clock gave
 * it for that time; else null, the time its transaction began (`now()`), which every statement of the
 * transaction reads alike.
 */
export function bookingEventAt(trackingMs: number): string | null {
  return currentActionTime() ? new Date(trackingMs).toISOString() : null;
}

/** The parcel row as `insertBookedParcel` wrote it, from its values and what the database chose. */
function bookedRow(
  values: BookingValues,
  ms: number,
  written: { updated_at: Date | string; booked_seq: string | number },
): ParcelRow {
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
    codMode: values.codMode ?? 'add_fee_to_receiver',
    promisedDate: values.promisedDate ?? null,
    weightGrams: values.weightGrams ?? null,
    deliveryType: values.deliveryType ?? 'regular',
    feeBreakdown: values.feeBreakdown ?? null,
    rateCardId: values.rateCardId ?? null,
    exchangeItem: values.exchangeItem ?? null,
    returnOfParcelId: null,
    returnKind: null,
    trackingId: formatTrackingId(ms),
    status: 'pending',
    riderId: null,
    bookingTime: new Date(ms),
    updatedAt: new Date(written.updated_at),
    bookedSeq: Number(written.booked_seq),
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

/**
 * What a parcel's label prints beside the parcel: its store's name and phone (the account holder's
 * when it was booked without one) and its destination hub (read here for the label: decision 015).
 */
export async function findParcelLabelFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      parcel: { trackingId: parcels.trackingId, senderId: parcels.senderId, riderId: parcels.riderId },
      store: { name: stores.name, phone: stores.contactPhone },
      account: { name: users.name, shopName: users.shopName, phone: users.phoneNumber },
      hub: { code: hubs.code, name: hubs.name, nameBn: hubs.nameBn },
    })
    .from(parcels)
    .leftJoin(stores, eq(stores.id, parcels.storeId))
    .leftJoin(users, eq(users.id, parcels.senderId))
    .leftJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .leftJoin(hubs, eq(hubs.id, parcelRoutes.destinationHubId))
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
