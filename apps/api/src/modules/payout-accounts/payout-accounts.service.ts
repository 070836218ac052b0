import crypto from 'node:crypto';
import {
  type MerchantPayoutAccount,
  type PayoutAccount,
  type PayoutAccountData,
  type PayoutAccountView,
  type PayoutMethod,
  payoutDestination,
  type StepUpProof,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { pickColumns } from '../../lib/rows.ts';
import type { Mailer } from '../mail/mailer.ts';
import { getSmsContact, queueNoticeSms } from '../sms/sms.service.ts';
import type { StepUp } from '../step-up/step-up.service.ts';
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
  /** The password or SMS code a change needs, and the owner's proven phone and email. */
  stepUp: StepUp;
  /** Hours a new or changed account waits before it may be paid (PAYOUT_HOLD_HOURS). */
  holdHours: number;
}

/** The hold's end while it lasts; null once payouts to the account may go. */
const heldUntil = (row: Pick<PayoutAccountRow, 'heldUntil'>, now = Date.now()) =>
  row.heldUntil && row.heldUntil.getTime() > now ? row.heldUntil : null;

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
    heldUntil: heldUntil(row)?.toISOString() ?? null,
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
 * "please update your number" call), so the change needs the password or a code to the verified login
 * phone first; it is recorded for good with its time and address; payouts to the new account wait
 * `holdHours`; and it is announced where the owner will see it even if the session is not theirs: an
 * SMS to the verified login phone, the number they get parcel SMS on and the old wallet, and a mail to
 * the verified email. Saving the same account again records and sends nothing.
 */
export async function savePayoutAccount(
  deps: PayoutAccountDeps,
  caller: AuthSession,
  input: PayoutAccountData & StepUpProof,
  ip: string,
): Promise<PayoutAccountView> {
  const merchantId = caller.user.id;
  await deps.stepUp.confirm(merchantId, input);
  const owner = await deps.stepUp.ownerContacts(merchantId);
  const destination = payoutDestination(input);
  const changed = await deps.db.transaction(async (tx) => {
    const before = await findPayoutAccountForUpdate(tx, merchantId);
    if (before?.destination === destination) return undefined;
    const changedAt = new Date();
    const holdEnds = new Date(changedAt.getTime() + deps.holdHours * 3_600_000);
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
      heldUntil: holdEnds,
    });
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
    const phones = new Set(
      [owner.phone, contact.phone, before?.walletNumber].filter((phone) => phone != null),
    );
    const notice = { destination, supportPhone: deps.supportPhone, heldUntil: holdEnds };
    for (const phone of phones) {
      await queueNoticeSms(tx, {
        to: phone,
        kind: 'payout_account_changed',
        body: payoutAccountChangedSms(notice, contact.language),
      });
    }
    return { ...notice, changedAt, previous: before?.destination ?? null };
  });
  if (changed && owner.email) {
    deps.mailer
      .send(payoutAccountChangedMail(owner.email, changed))
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
 * nothing (cash at the office, or an account the admin was given another way and names in the
 * reference); with the end of the account's hold while it lasts (docs/decisions/038).
 */
export async function payoutDestinationFor(
  db: Db,
  merchantId: string,
  method: PayoutMethod,
): Promise<{ destination: string | null; heldUntil: Date | null }> {
  const account = await findPayoutAccount(db, merchantId);
  if (!account || account.method !== method) return { destination: null, heldUntil: null };
  return { destination: account.destination, heldUntil: heldUntil(account) };
}
