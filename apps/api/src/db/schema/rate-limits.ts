import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Hit counters for the API's rate limits, shared by every server process. */
export const apiRateLimits = pgTable('api_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
