import { receiverLookupKinds, receiverLookupOutcomes } from '@desh/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcelOwned } from './columns.ts';

/**
 * The receiver's private links: only a SHA-256 of the token is kept (the token itself travels in
 * the SMS alone). A new link revokes the parcel's previous one; one live link per parcel.
 */
export const receiverLinks = pgTable(
  'receiver_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('receiver_links_token_uq').on(table.tokenHash),
    uniqueIndex('receiver_links_live_uq').on(table.parcelId).where(sql`${table.revokedAt} is null`),
  ],
);

/** What the receiver asked for through their link: one row per parcel, the latest of each. */
export const receiverPreferences = pgTable('receiver_preferences', {
  parcelId: parcelOwned().primaryKey(),
  preferredDate: date('preferred_date', { mode: 'string' }),
  landmark: text('landmark').notNull().default(''),
  floor: text('floor').notNull().default(''),
  callBefore: boolean('call_before').notNull().default(false),
  pinLat: doublePrecision('pin_lat'),
  pinLng: doublePrecision('pin_lng'),
  pinAccuracyM: doublePrecision('pin_accuracy_m'),
  pinAt: timestamp('pin_at', { withTimezone: true }),
  /**
   * After a failed attempt the receiver may ask for a corrected address or phone (issue 63 item 6); the
   * shop accepts it on its parcel page, which applies it and clears these. Null when nothing is asked.
   */
  requestedAddress: text('requested_address'),
  requestedPhone: text('requested_phone'),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every look at a receiver's record, answered or refused: who asked (merchant, and key if any), for which
 * phone (kept as the number: an admin looks a number up, and compares a merchant's lookups with its
 * bookings), when, and how it ended. A day's distinct answered drafts are the allowance used.
 */
export const receiverRecordLookups = pgTable(
  'receiver_record_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiKeyId: text('api_key_id'),
    phone: text('phone').notNull(),
    hidden: boolean('hidden').notNull(),
    /**
     * `own` (a receiver of the merchant's collected parcels) or `draft`, which counts against the
     * allowance; null when refused before it was judged (the minute's limit), and on rows from before.
     */
    kind: text('kind', { enum: receiverLookupKinds }),
    /** Answered, or why it was refused: refusals are kept too, so an admin sees who tried. */
    outcome: text('outcome', { enum: receiverLookupOutcomes }).notNull().default('answered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('receiver_record_lookups_merchant_idx').on(table.merchantId, table.createdAt),
    index('receiver_record_lookups_phone_idx').on(table.phone, table.createdAt),
  ],
);

/** Receivers who asked for their record to be hidden (an admin records it): lookups answer "hidden". */
export const hiddenReceiverRecords = pgTable('hidden_receiver_records', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull(),
  hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
});
