import type { LedgerSummary, MerchantBalance } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { findUserRecordById } from '../users/users.service.ts';
import {
  accountBalance,
  balancesByKind,
  merchantAccountTotals,
  sumOfAllLines,
} from './balances.repository.ts';
import { hubAccountTotals } from './hub-cash.repository.ts';

// Balances derived from the lines: a merchant's payable, every merchant's, the company summary.

/** What the company owes a merchant now, in poisha (negative: the merchant owes fees). */
export function merchantPayablePoisha(db: Db, merchantId: string): Promise<number> {
  return accountBalance(db, 'merchant_payable', merchantId).then((sum) => 0 - sum);
}

/** Every merchant with ledger activity and their balance, derived from the lines. */
export async function listMerchantBalances(db: Db, merchantIds?: string[]): Promise<MerchantBalance[]> {
  return (await merchantAccountTotals(db, merchantIds)).map((row) => ({
    merchantId: row.merchantId,
    name: row.name,
    email: row.email,
    codCollectedPoisha: 0 - row.cod,
    feesPoisha: row.fee,
    returnChargesPoisha: row.returnCharge,
    paidOutPoisha: row.payout,
    payablePoisha: 0 - row.all,
  }));
}

export async function getLedgerSummary(db: Db): Promise<LedgerSummary> {
  const [{ byKind, codCollected }, booksSum, hubs] = await Promise.all([
    balancesByKind(db),
    sumOfAllLines(db),
    hubAccountTotals(db),
  ]);
  return {
    feeRevenuePoisha: 0 - (byKind.fee_revenue ?? 0),
    codCollectedPoisha: codCollected,
    ridersCashPoisha: byKind.rider_cash ?? 0,
    riderReceivablePoisha: byKind.rider_receivable ?? 0,
    officeCashPoisha: byKind.office_cash ?? 0,
    hubsCashPoisha: byKind.hub_cash ?? 0,
    hubsReceivablePoisha: byKind.hub_receivable ?? 0,
    payoutsClearingPoisha: 0 - (byKind.payouts_clearing ?? 0),
    merchantsPayablePoisha: 0 - (byKind.merchant_payable ?? 0),
    booksSumPoisha: booksSum,
    hubs: hubs.map((hub) => ({
      hubId: hub.hubId,
      code: hub.code,
      name: hub.name,
      nameBn: hub.nameBn,
      cashPoisha: hub.cash,
      awaitingRemittancePoisha: hub.awaiting,
      receivablePoisha: hub.receivable,
    })),
  };
}

/** Whose money a caller may read: their own, or anyone's for an admin. */
export async function resolveMerchant(
  db: Db,
  caller: AuthSession,
  merchantId: string | undefined,
): Promise<{ id: string; name: string; email: string }> {
  if (!merchantId || merchantId === caller.user.id) {
    return { id: caller.user.id, name: caller.user.name, email: caller.user.email };
  }
  if (roleOf(caller) !== 'admin') throw forbidden('You can only see your own payments.');
  const user = await findUserRecordById(db, merchantId);
  if (!user) throw notFound('No such merchant.');
  return { id: user._id, name: user.name, email: user.email };
}
