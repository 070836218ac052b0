import { payoutAccountMethods } from '@desh/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { userKey, userOwned } from './columns.ts';

/** Where a merchant's payouts go: one account per merchant, a wallet number or a bank account. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    merchantId: userKey('merchant_id'),
    method: text('method', { enum: payoutAccountMethods }).notNull(),
    /** 01XXXXXXXXX for bKash and Nagad. */
    walletNumber: text('wallet_number'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    routingNumber: text('routing_number'),
    destination: text('destination').notNull(),
    /** Payouts to this destination wait until then: set at every change (docs/decisions/038). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payout_accounts_fields_match_method',
      sql`(${table.method} = 'bank') = (${table.walletNumber} is null)
        and (${table.method} = 'bank') = (${table.accountNumber} is not null and ${table.routingNumber} is not null
          and ${table.bankName} is not null and ${table.branchName} is not null and ${table.accountName} is not null)`,
    ),
  ],
);

/**
 * Every change of a payout account, never updated or deleted: redirecting payouts is a classic fraud,
 * and this is what support and the merchant look at when money went somewhere unexpected.
 */
export const payoutAccountChanges = pgTable(
  'payout_account_changes',
  {
    id: text('id').primaryKey(),
    merchantId: userOwned('merchant_id'),
    destination: text('destination'),
    previousDestination: text('previous_destination'),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The address the change came from, for a fraud inquiry. */
    ip: text('ip'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_account_changes_merchant_idx').on(table.merchantId, table.changedAt)],
);
