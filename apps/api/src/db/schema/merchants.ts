import { codModes, defaultCodMode } from '@desh/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userOwned } from './columns.ts';

/** A merchant's pickup addresses; booking from one fills the pickup fields. */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    ownerId: userOwned('owner_id'),
    name: text('name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull(),
    district: text('district').notNull(),
    upazila: text('upazila'),
    isDefault: boolean('is_default').notNull().default(false),
    /** How this store's cash-on-delivery bookings are priced unless a booking says (decision 054). */
    codMode: text('cod_mode', { enum: codModes }).notNull().default(defaultCodMode),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stores_owner_idx').on(table.ownerId, table.createdAt),
    // Head office finds a merchant's parcels by the shop's phone.
    index('stores_contact_phone_idx').on(table.contactPhone),
    // At most one default per merchant, whatever two requests do at once.
    uniqueIndex('stores_one_default_per_owner').on(table.ownerId).where(sql`${table.isDefault}`),
  ],
);

/** Merchant API keys: only a SHA-256 of the key is kept; the key itself is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: userOwned('user_id'),
    name: text('name').notNull(),
    /** The first characters of the key, enough to tell keys apart in a list. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set by a password reset: the key is refused until its owner, signed in again, confirms it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId, table.createdAt)],
);
