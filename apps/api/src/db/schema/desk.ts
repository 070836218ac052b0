import { deskActions } from '@desh/shared';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcelOwned } from './columns.ts';

/**
 * Head office's corrections of a parcel (modules/admin/parcel-desk): append-only, each with who made
 * it, why (a required reason) and what changed (`details`: the values before and after).
 */
export const parcelDeskActions = pgTable(
  'parcel_desk_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: parcelOwned(),
    action: text('action', { enum: deskActions }).notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('parcel_desk_actions_parcel_idx').on(table.parcelId, table.id)],
);
