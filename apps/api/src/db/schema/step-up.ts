import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userKey } from './columns.ts';

/**
 * The one live code an account has asked for to confirm a change (modules/step-up): only its salted
 * hash is kept, with the phone it went to, when it stops working and the wrong tries so far. A new
 * code replaces the old; the right code deletes the row, and so do three wrong tries.
 */
export const stepUpCodes = pgTable('step_up_codes', {
  userId: userKey('user_id'),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
