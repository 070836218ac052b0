import { parcelStatuses } from '@desh/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcelOwned } from './columns.ts';
import { stores } from './merchants.ts';
import { riders } from './riders.ts';

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
    /** Value of the goods the rider collects on top of the fee for cash-on-delivery parcels. */
    codAmountPoisha: poisha('cod_amount_poisha').notNull().default(0),
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
    bookingTime: timestamp('booking_time', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parcels_sender_booking_idx').on(table.senderId, table.bookingTime.desc(), table.id),
    index('parcels_sender_email_booking_idx').on(table.senderEmail, table.bookingTime.desc(), table.id),
    index('parcels_pending_idx').on(table.bookingTime).where(sql`${table.status} = 'pending'`),
    index('parcels_rider_idx').on(table.riderId, table.status),
    index('parcels_status_idx').on(table.status),
    index('parcels_booking_time_idx').on(table.bookingTime),
    uniqueIndex('parcels_sender_merchant_order_uq').on(table.senderId, table.merchantOrderId),
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
