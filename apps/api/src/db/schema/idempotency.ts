import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userOwned } from './columns.ts';

/**
 * One row per (user, Idempotency-Key): the hash of the request it first came with and the answer it
 * got, replayed for a repeat. Written in the same transaction as the work, so a repeat either waits
 * for the first to commit or finds its answer. Rows older than 24 hours are expired.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userOwned('user_id'),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
