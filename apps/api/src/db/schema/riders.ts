import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { userOwned } from './columns.ts';

export const riders = pgTable(
  'riders',
  {
    id: text('id').primaryKey(),
    userId: userOwned('user_id'),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    vehicleType: text('vehicle_type', { enum: ['motorbike', 'scooter', 'bicycle', 'auto'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
  },
  (table) => [
    // One live application per person: a second pending or approved one is a conflict.
    uniqueIndex('riders_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} in ('pending', 'approved')`),
    index('riders_status_idx').on(table.status, table.appliedAt),
  ],
);
