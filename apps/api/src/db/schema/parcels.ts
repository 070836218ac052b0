import {
  codModes,
  parcelHoldKinds,
  parcelStatuses,
  promiseSettledStatuses,
  returnLegKinds,
} from '@desh/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { inList, parcelOwned } from './columns.ts';
import { stores } from './merchants.ts';
import { rateCards } from './pricing.ts';
import { riders } from './riders.ts';

/** A fee's parts in poisha, as the quote showed them. */
export interface FeeBreakdownPoisha {
  zoneBase: number;
  typeSurcharge: number;
  weightCharge: number;
  expressCharge: number;
  codCharge: number;
}

/** Money is integer poisha (1 taka = 100 poisha): never a float, never a decimal string. */
const poisha = (name: string) => bigint(name, { mode: 'number' });

export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(),
    trackingId: text('tracking_id').notNull().unique(),
    parcelTitle: text('parcel_title').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone'),
    pickupAddress: text('pickup_address').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    pickupDistrict: text('pickup_district'),
    deliveryDistrict: text('delivery_district'),
    pickupUpazila: text('pickup_upazila'),
    deliveryUpazila: text('delivery_upazila'),
    /** The merchant's store the pickup address came from, if any. */
    storeId: text('store_id').references(() => stores.id, { onDelete: 'set null' }),
    parcelType: text('parcel_type', { enum: ['small', 'medium', 'large', 'fragile'] }).notNull(),
    deliveryFeePoisha: poisha('delivery_fee_poisha').notNull(),
    paymentMethod: text('payment_method', { enum: ['cod', 'prepaid'] }).notNull(),
    /**
     * The amount the shop entered for cash on delivery: the goods' value the rider collects on top of
     * the fee (`add_fee_to_receiver`), or the one all-in amount the rider collects (`fee_from_payout`).
     */
    codAmountPoisha: poisha('cod_amount_poisha').notNull().default(0),
    /** How the receiver's cash and the fee are split (packages/shared `codSplit`); old parcels add the fee. */
    codMode: text('cod_mode', { enum: codModes }).notNull().default('add_fee_to_receiver'),
    /**
     * What a return of this parcel costs the merchant, fixed at booking from the tariff or the
     * merchant's rate card (a later rate change never reaches a booked parcel).
     */
    returnChargePoisha: poisha('return_charge_poisha').notNull().default(0),
    /** The Asia/Dhaka day the courier promised at booking (null for parcels booked before promises). */
    promisedDate: date('promised_date', { mode: 'string' }),
    /** Grams as booked (the type's default when none was sent); null for parcels booked before weights. */
    weightGrams: integer('weight_grams'),
    deliveryType: text('delivery_type', { enum: ['regular', 'express'] })
      .notNull()
      .default('regular'),
    /** The fee's parts in poisha as quoted at booking; they add up to the fee (a check holds it). */
    feeBreakdown: jsonb('fee_breakdown').$type<FeeBreakdownPoisha>(),
    /** The merchant's rate card that priced it (null: the list tariff). */
    rateCardId: bigint('rate_card_id', { mode: 'number' }).references(() => rateCards.id, {
      onDelete: 'set null',
    }),
    /** The language of the SMS the receiver gets: Bangla unless they asked for English. */
    receiverLanguage: text('receiver_language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    senderEmail: text('sender_email').notNull(),
    status: text('status', { enum: parcelStatuses }).notNull().default('pending'),
    riderId: text('rider_id').references(() => riders.id),
    /** The merchant's own order number; unique per sender (NULLs never clash). */
    merchantOrderId: text('merchant_order_id'),
    /** An exchange: the old item the rider collects back at the delivery; null for a plain delivery. */
    exchangeItem: text('exchange_item'),
    /**
     * A return parcel (docs/decisions/022): the parcel it comes back from, and why (`partial`: the rest
     * of a partial delivery; `exchange`: the old item of an exchange). The unique index allows one
     * return parcel per parcel, which also makes creating it idempotent.
     */
    returnOfParcelId: text('return_of_parcel_id').references((): AnyPgColumn => parcels.id, {
      onDelete: 'cascade',
    }),
    returnKind: text('return_kind', { enum: returnLegKinds }),
    bookingTime: timestamp('booking_time', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order in which parcels were booked and reached a final status, drawn from sequences (the
     * second by a database trigger, drizzle/0020; null while the parcel is on its way), so the
     * dashboard keeps totals of what can no longer change instead of counting all of history
     * (modules/reports, docs/decisions/035). Both are null on parcels booked before 0020, which
     * numbered no existing row (that would have rewritten the table under its lock).
     */
    bookedSeq: bigint('booked_seq', { mode: 'number' }).default(sql`nextval('parcel_booking_seq')`),
    finishSeq: bigint('finish_seq', { mode: 'number' }),
  },
  (table) => [
    index('parcels_sender_booking_idx').on(table.senderId, table.bookingTime.desc(), table.id),
    index('parcels_sender_email_booking_idx').on(table.senderEmail, table.bookingTime.desc(), table.id),
    index('parcels_pending_idx').on(table.bookingTime).where(sql`${table.status} = 'pending'`),
    index('parcels_rider_idx').on(table.riderId, table.status),
    index('parcels_status_idx').on(table.status),
    index('parcels_booking_time_idx').on(table.bookingTime),
    index('parcels_booked_seq_idx').on(table.bookedSeq).where(sql`${table.bookedSeq} is not null`),
    index('parcels_finish_seq_idx').on(table.finishSeq).where(sql`${table.finishSeq} is not null`),
    // A receiver's record (modules/receivers) counts their parcels across every merchant.
    index('parcels_receiver_phone_idx').on(table.receiverPhone),
    uniqueIndex('parcels_sender_merchant_order_uq').on(table.senderId, table.merchantOrderId),
    // Head office's parcel search (modules/admin/parcel-desk-search): by order ID across merchants, by store.
    index('parcels_merchant_order_idx')
      .on(table.merchantOrderId)
      .where(sql`${table.merchantOrderId} is not null`),
    index('parcels_store_booking_idx')
      .on(table.storeId, table.bookingTime.desc())
      .where(sql`${table.storeId} is not null`),
    // The parcels whose promise is still open (modules/parcels/past-promise.ts asks with the same list):
    // settled ones leave it, so it holds the parcels on their way, not all of history.
    index('parcels_promised_open_idx')
      .on(table.promisedDate)
      .where(sql`status not in (${inList(promiseSettledStatuses)})`),
    check(
      'parcels_fee_breakdown_adds_up',
      sql`${table.feeBreakdown} is null or (
        (${table.feeBreakdown}->>'zoneBase')::bigint + (${table.feeBreakdown}->>'typeSurcharge')::bigint
        + (${table.feeBreakdown}->>'weightCharge')::bigint + (${table.feeBreakdown}->>'expressCharge')::bigint
        + (${table.feeBreakdown}->>'codCharge')::bigint) = ${table.deliveryFeePoisha}`,
    ),
    uniqueIndex('parcels_return_of_uq').on(table.returnOfParcelId),
    check(
      'parcels_return_leg_kind',
      sql`(${table.returnOfParcelId} is null) = (${table.returnKind} is null)`,
    ),
  ],
);

/** Every status change of a parcel: the tracking timeline and the audit trail. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The time the rider's phone said the action was done (X-Action-Time), kept for the record when
     * it was sent; `createdAt` is that time, or just after the parcel's previous event when the
     * phone's clock put it before (modules/parcels/parcel-events.ts).
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [index('parcel_events_parcel_idx').on(table.parcelId, table.createdAt, table.id)],
);

/**
 * One row that hands out tracking-ID timestamps: each booking takes max(now, last + 1) under the
 * row lock, so IDs stay millisecond timestamps yet never repeat, across every server process.
 */
export const trackingClock = pgTable('tracking_clock', {
  id: integer('id').primaryKey(),
  lastMs: bigint('last_ms', { mode: 'number' }).notNull(),
});

/**
 * The one hold on a parcel (a damage report at a hub, or head office at the parcel desk): who held it,
 * when and why, and who released it, when and saying what. At most one open (unreleased) row per
 * parcel; released rows stay as its history. The custody gate reads the open one: a held parcel is
 * not bagged, handed out, taken out for delivery or delivered (a return may still take it back).
 * Written only by the parcels module (`placeHold`, `releaseHold`).
 */
export const parcelHolds = pgTable(
  'parcel_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    kind: text('kind', { enum: parcelHoldKinds }).notNull(),
    reason: text('reason').notNull(),
    heldBy: text('held_by').references(() => users.id, { onDelete: 'set null' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
    releasedBy: text('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseNote: text('release_note'),
  },
  (table) => [
    uniqueIndex('parcel_holds_open_unique').on(table.parcelId).where(sql`${table.releasedAt} is null`),
    index('parcel_holds_parcel_idx').on(table.parcelId, table.id),
    check('parcel_holds_kind', sql`${table.kind} in (${inList(parcelHoldKinds)})`),
    check('parcel_holds_release_whole', sql`(${table.releasedAt} is null) = (${table.releaseNote} is null)`),
  ],
);
