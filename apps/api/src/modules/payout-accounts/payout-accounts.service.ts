import crypto from 'node:crypto';
import {
  type MerchantPayoutAccount,
  type PayoutAccount,
  type PayoutAccountData,
  type PayoutAccountView,
  type PayoutMethod,
  payoutDestination,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { pickColumns } from '../../lib/rows.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getSmsContact, queueNoticeSms } from '../sms/sms.service.ts';
import { payoutAccountChangedMail, payoutAccountChangedSms } from './payout-account-notices.ts';
import {
  findPayoutAccount,
  findPayoutAccountForUpdate,
  insertPayoutAccountChange,
  listPayoutAccountChanges,
  listPayoutAccountsWithLastChange,
  type PayoutAccountRow,
  upsertPayoutAccount,
} from './payout-accounts.repository.ts';

export interface PayoutAccountDeps {
  db: Db;
  mailer: Mailer;
  supportPhone: string | null;
  log: { warn(object: unknown, message: string): void };
}

function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    ...pickColumns(row, [
      'method',
      'walletNumber',
      'bankName',
      'branchName',
      'accountName',
      'accountNumber',
      'routingNumber',
      'destination',
    ]),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getOwnPayoutAccount(db: Db, caller: AuthSession): Promise<PayoutAccountView> {
  const [row, changes] = await Promise.all([
    findPayoutAccount(db, caller.user.id),
    listPayoutAccountChanges(db, caller.user.id, 20),
  ]);
  return {
    account: row ? toPayoutAccount(row) : null,
    changes: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  };
}

/**
 * Saves where the caller's payouts go. Payout redirection is a classic fraud (a stolen session, a
 * "please update your number" call), so a real change is recorded for good with its time and address,
 * and announced where the owner will see it even if the session is not theirs: an SMS to the number
 * they get parcel SMS on and to the old wallet, and a mail to the account's address. Saving the same
 * account again records and sends nothing.
 */
export async function savePayoutAccount(
  deps: PayoutAccountDeps,
  caller: AuthSession,
  input: PayoutAccountData,
  ip: string,
): Promise<PayoutAccountView> {
  const merchantId = caller.user.id;
  const destination = payoutDestination(input);
  const changed = await deps.db.transaction(async (tx) => {
    const before = await findPayoutAccountForUpdate(tx, merchantId);
    if (before?.destination === destination) return undefined;
    const wallet = input.method === 'bank' ? null : input.walletNumber;
    const bank = input.method === 'bank' ? input : null;
    await upsertPayoutAccount(tx, {
      merchantId,
      method: input.method,
      walletNumber: wallet,
      bankName: bank?.bankName ?? null,
      branchName: bank?.branchName ?? null,
      accountName: bank?.accountName ?? null,
      accountNumber: bank?.accountNumber ?? null,
      routingNumber: bank?.routingNumber ?? null,
      destination,
    });
    const changedAt = new Date();
    await insertPayoutAccountChange(tx, {
      id: crypto.randomUUID(),
      merchantId,
      destination,
      previousDestination: before?.destination ?? null,
      changedBy: caller.user.id,
      ip,
      changedAt,
    });
    const contact = await getSmsContact(tx, merchantId);
    const phones = new Set([contact.phone, before?.walletNumber].filter((phone) => phone != null));
    for (const phone of phones) {
      await queueNoticeSms(tx, {
        to: phone,
        kind: 'payout_account_changed',
        body: payoutAccountChangedSms({ destination, supportPhone: deps.supportPhone }, contact.language),
      });
    }
    return { changedAt, previous: before?.destination ?? null };
  });
  if (changed) {
    deps.mailer
      .send(
        payoutAccountChangedMail(caller.user.email, {
          destination,
          supportPhone: deps.supportPhone,
          ...changed,
        }),
      )
      .catch((error: unknown) =>
        deps.log.warn({ err: error, merchantId }, 'payout account notice mail failed'),
      );
  }
  return getOwnPayoutAccount(deps.db, caller);
}

export async function listPayoutAccountsForAdmin(db: Db): Promise<MerchantPayoutAccount[]> {
  return (await listPayoutAccountsWithLastChange(db)).map(({ account, changedAt }) => ({
    ...toPayoutAccount(account),
    merchantId: account.merchantId,
    changedAt: new Date(changedAt ?? account.updatedAt).toISOString(),
  }));
}

/**
 * Where a payout by this method goes: the merchant's saved account when it is of that method, else
 * nothing (cash at the office, or an account the admin was given another way and names in the reference).
 */
export async function payoutDestinationFor(
  db: Db,
  merchantId: string,
  method: PayoutMethod,
): Promise<string | null> {
  const account = await findPayoutAccount(db, merchantId);
  return account && account.method === method ? account.destination : null;
}
