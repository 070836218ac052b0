import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { userOwned } from './columns.ts';

/**
 * A merchant's own prices from a day on (modules/rate-cards): the cells it changes from the list
 * tariff. Rows are only added, so the history stays; the latest row effective on a Dhaka day prices
 * that day's bookings.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: userOwned('merchant_id'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Tariff cell name -> whole taka (codPercent: a percentage). */
    cells: jsonb('cells').$type<Record<string, number>>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rate_cards_merchant_day_idx').on(table.merchantId, table.effectiveFrom.desc(), table.id.desc()),
  ],
);

/** Public holidays an admin keeps (modules/holidays): no pickups or deliveries, promises skip them. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('public_holidays_names', sql`length(${table.nameEn}) > 0 and length(${table.nameBn}) > 0`),
  ],
);
