import type { LedgerSummary, MerchantBalance } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../lib/role-of.ts';
import { ledgerTotals, merchantAccountTotals } from '../reports/settled-totals.ts';
import { findUserRecordById } from '../users/users.service.ts';
import { accountBalance, merchantNames } from './balances.repository.ts';
import { hubsWithAwaitingRemittances } from './hub-cash.repository.ts';

// Balances derived from the lines: a merchant's payable, every merchant's, the company summary.

/** What the company owes a merchant now, in poisha (negative: the merchant owes fees). */
export function merchantPayablePoisha(db: Db, merchantId: string): Promise<number> {
  return accountBalance(db, 'merchant_payable', merchantId).then((sum) => 0 - sum);
}

/**
 * Every merchant with ledger activity (or only `merchantIds`) and their balance, derived from the lines
 * (kept summed up to a minute or two ago: modules/reports), by name.
 */
export async function listMerchantBalances(db: Db, merchantIds?: string[]): Promise<MerchantBalance[]> {
  const accounts = new Map(
    (await merchantAccountTotals(db, merchantIds)).map((account) => [account.merchantId, account]),
  );
  const named = await merchantNames(db, [...accounts.keys()]);
  return named.flatMap(({ merchantId, name, email }) => {
    const account = accounts.get(merchantId);
    if (!account) return [];
    const { byPurpose } = account;
    return {
      merchantId,
      name,
      email,
      codCollectedPoisha: 0 - byPurpose.cod_collected,
      feesPoisha: byPurpose.delivery_fee,
      returnChargesPoisha: byPurpose.return_charge,
      paidOutPoisha: byPurpose.payout,
      payablePoisha: 0 - account.all,
    };
  });
}

/** The company's balances of all time (kept summed up to a minute or two ago: modules/reports), and each hub's. */
export async function getLedgerSummary(db: Db): Promise<LedgerSummary> {
  const totals = await ledgerTotals(db);
  const byKind = totals.byKind;
  const hubBalances = new Map(totals.hubs.map((hub) => [hub.hubId, hub]));
  const hubs = await hubsWithAwaitingRemittances(db, [...hubBalances.keys()]);
  return {
    feeRevenuePoisha: 0 - byKind.fee_revenue,
    codCollectedPoisha: totals.codCollectedPoisha,
    ridersCashPoisha: byKind.rider_cash,
    riderReceivablePoisha: byKind.rider_receivable,
    officeCashPoisha: byKind.office_cash,
    hubsCashPoisha: byKind.hub_cash,
    hubsReceivablePoisha: byKind.hub_receivable,
    payoutsClearingPoisha: 0 - byKind.payouts_clearing,
    merchantsPayablePoisha: 0 - byKind.merchant_payable,
    booksSumPoisha: totals.booksSumPoisha,
    hubs: hubs.map((hub) => ({
      hubId: hub.hubId,
      code: hub.code,
      name: hub.name,
      nameBn: hub.nameBn,
      cashPoisha: hubBalances.get(hub.hubId)?.cash ?? 0,
      awaitingRemittancePoisha: hub.awaiting,
      receivablePoisha: hubBalances.get(hub.hubId)?.receivable ?? 0,
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
