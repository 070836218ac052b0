import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userKey } from './columns.ts';
import { parcels } from './parcels.ts';

/**
 * Text messages waiting to go out (the transactional outbox): written in the same transaction as the
 * change they announce, sent by the worker, retried with backoff. `lockedUntil` is the lease of the
 * process sending it, so two processes never send the same row.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    /** Never logged in production: the message carries a delivery code. */
    secret: boolean('secret').notNull().default(false),
    parcelId: text('parcel_id').references(() => parcels.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'pending'`),
    index('sms_outbox_parcel_idx').on(table.parcelId),
  ],
);

/** A customer's number for SMS updates about their parcels, and the language they want them in. */
export const smsContacts = pgTable(
  'sms_contacts',
  {
    userId: userKey('user_id'),
    phone: text('phone').notNull(),
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Head office finds a sender's parcels by the number they get their SMS on.
  (table) => [index('sms_contacts_phone_idx').on(table.phone)],
);
