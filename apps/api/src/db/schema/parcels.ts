import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { riders } from './riders.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

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
    parcelType: text('parcel_type', { enum: ['small', 'medium', 'large', 'fragile'] }).notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    paymentMethod: text('payment_method', { enum: ['cod', 'prepaid'] }).notNull(),
    /** Value of the goods the rider collects on top of the fee for cash-on-delivery parcels. */
    codAmount: money('cod_amount').notNull().default(0),
    /** The language of the SMS the receiver gets: Bangla unless they asked for English. */
    receiverLanguage: text('receiver_language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id),
    senderEmail: text('sender_email').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'assigned',
        'picked_up',
        'in_transit',
        'out_for_delivery',
        'delivered',
        'failed',
        'returning',
        'returned',
        'cancelled',
      ],
    })
      .notNull()
      .default('pending'),
    riderId: text('rider_id').references(() => riders.id),
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
  ],
);

/** Every status change of a parcel: the tracking timeline and the audit trail. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: text('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
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
