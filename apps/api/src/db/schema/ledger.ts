import {
  handoverStatuses,
  ledgerAccountKinds,
  ledgerEntryKinds,
  ledgerLinePurposes,
  payoutMethods,
  remittanceStatuses,
} from '@desh/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { inList } from './columns.ts';
import { hubColumn, hubs } from './network.ts';
import { parcels } from './parcels.ts';
import { riders } from './riders.ts';

const poisha = (name: string) => bigint(name, { mode: 'number' });

/**
 * One journal entry: append-only. Its lines sum to zero and nothing here is ever updated or deleted
 * (database triggers in the migration enforce both). A mistake is undone by a reversing entry.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: ledgerEntryKinds,
    }).notNull(),
    /**
     * `delivery:<parcelId>`, `handover:<handoverId>`, `payout:<payoutId>`, `reversal:<entryId>`,
     * `remittance:<remittanceId>`: a retry finds the first.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    parcelId: text('parcel_id').references(() => parcels.id),
    riderId: text('rider_id').references(() => riders.id),
    merchantId: text('merchant_id').references(() => users.id),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    memo: text('memo'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An entry is reversed at most once.
    uniqueIndex('ledger_entries_reverses_idx')
      .on(table.reversesEntryId)
      .where(sql`${table.reversesEntryId} is not null`),
    index('ledger_entries_merchant_idx').on(table.merchantId, table.createdAt),
    index('ledger_entries_rider_idx').on(table.riderId, table.createdAt),
    index('ledger_entries_parcel_idx').on(table.parcelId),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountKind: text('account_kind', { enum: ledgerAccountKinds }).notNull(),
    /** The rider's, merchant's or hub's id for per-owner accounts; '' for the company's own. */
    accountOwner: text('account_owner').notNull().default(''),
    purpose: text('purpose', { enum: ledgerLinePurposes }).notNull(),
    /** Debit positive, credit negative. */
    amountPoisha: poisha('amount_poisha').notNull(),
  },
  (table) => [
    check('ledger_lines_amount_nonzero', sql`${table.amountPoisha} <> 0`),
    check(
      'ledger_lines_owner_matches_kind',
      sql`(${table.accountKind} in (${inList(['rider_cash', 'rider_receivable', 'merchant_payable', 'hub_cash', 'hub_receivable'])})) = (${table.accountOwner} <> '')`,
    ),
    index('ledger_lines_account_idx').on(table.accountKind, table.accountOwner),
    index('ledger_lines_entry_idx').on(table.entryId),
  ],
);

/**
 * A rider declares cash handed in; an admin counts it at the office, or the staff of the rider's hub
 * count it at the hub (`counted_at_hub_id`).
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: text('id').primaryKey(),
    riderId: text('rider_id')
      .notNull()
      .references(() => riders.id),
    idempotencyKey: text('idempotency_key').notNull(),
    declaredPoisha: poisha('declared_poisha').notNull(),
    countedPoisha: poisha('counted_poisha'),
    status: text('status', { enum: handoverStatuses }).notNull().default('declared'),
    note: text('note'),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => users.id),
    /** Null: counted at head office (or not yet counted). */
    countedAtHubId: text('counted_at_hub_id').references(() => hubs.id),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (table) => [
    uniqueIndex('cash_handovers_idempotency_idx').on(table.riderId, table.idempotencyKey),
    index('cash_handovers_status_idx').on(table.status, table.declaredAt),
    index('cash_handovers_rider_idx').on(table.riderId, table.declaredAt),
    check('cash_handovers_declared_positive', sql`${table.declaredPoisha} > 0`),
    check('cash_handovers_counted_nonnegative', sql`${table.countedPoisha} >= 0`),
  ],
);

/** Money paid to a merchant out of their payable. */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id),
    amountPoisha: poisha('amount_poisha').notNull(),
    method: text('method', { enum: payoutMethods }).notNull(),
    reference: text('reference').notNull(),
    /** Where the money went (the merchant's saved account at the time); null for cash and older payouts. */
    destination: text('destination'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_merchant_idx').on(table.merchantId, table.createdAt),
    check('payouts_amount_positive', sql`${table.amountPoisha} > 0`),
  ],
);

/**
 * A merchant's ask to be paid (or the schedule's, decision 054): at most one open at a time per
 * merchant; head office pays it from the payouts page, which closes it with the payout.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => users.id),
    /** The payable when it was asked for. */
    amountPoisha: poisha('amount_poisha').notNull(),
    source: text('source', { enum: ['merchant', 'schedule'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payoutId: text('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_requests_one_open').on(table.merchantId).where(sql`${table.payoutId} is null`),
    check('payout_requests_amount_positive', sql`${table.amountPoisha} > 0`),
  ],
);

/**
 * A hub sends its cash to head office: the manager declares it with a reference (a deposit slip), an
 * admin counts what arrived and confirms. Rows are never deleted, and a confirmed one never changes
 * (triggers in the migration).
 */
export const hubRemittances = pgTable(
  'hub_remittances',
  {
    id: text('id').primaryKey(),
    hubId: hubColumn('hub_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    declaredPoisha: poisha('declared_poisha').notNull(),
    countedPoisha: poisha('counted_poisha'),
    reference: text('reference').notNull(),
    status: text('status', { enum: remittanceStatuses }).notNull().default('declared'),
    note: text('note'),
    declaredBy: text('declared_by')
      .notNull()
      .references(() => users.id),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => users.id),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (table) => [
    uniqueIndex('hub_remittances_idempotency_idx').on(table.hubId, table.idempotencyKey),
    index('hub_remittances_status_idx').on(table.status, table.declaredAt),
    index('hub_remittances_hub_idx').on(table.hubId, table.declaredAt),
    check('hub_remittances_declared_positive', sql`${table.declaredPoisha} > 0`),
    check('hub_remittances_counted_nonnegative', sql`${table.countedPoisha} >= 0`),
    check(
      'hub_remittances_confirmed_complete',
      sql`(${table.status} = 'confirmed') = (${table.entryId} is not null and ${table.countedPoisha} is not null)`,
    ),
  ],
);
