import { supportLocales, supportStatuses, supportTopics } from '@desh/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A question to support from anyone: a signed-in account (userId set) or a visitor who left an email
 * or a phone number to be answered on. An admin answers, then closes it.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: text('id').primaryKey(),
    /** A short number the requester can read out on the phone. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    /** 01XXXXXXXXX. */
    phone: text('phone'),
    topic: text('topic', { enum: supportTopics }).notNull(),
    message: text('message').notNull(),
    trackingId: text('tracking_id'),
    locale: text('locale', { enum: supportLocales }).notNull().default('bn'),
    status: text('status', { enum: supportStatuses }).notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_status_idx').on(table.status, table.createdAt),
    index('support_requests_user_idx').on(table.userId, table.createdAt),
    check('support_requests_contact', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);
