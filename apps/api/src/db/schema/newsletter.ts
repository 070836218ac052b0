import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`)],
);
