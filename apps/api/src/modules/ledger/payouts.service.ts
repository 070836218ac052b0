import crypto from 'node:crypto';
import {
  type CreatePayoutInput,
  dhakaDateTime,
  formatPoisha,
  type Payout,
  type PayoutParcel,
  payoutMethodLabels,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { runOnce } from '../idempotency/idempotency.service.ts';
import { payoutDestinationFor } from '../payout-accounts/payout-accounts.service.ts';
import { findUserRecordById } from '../users/users.service.ts';
import { enqueuePayoutCreated } from '../webhooks/webhooks.service.ts';
import { merchantPayablePoisha } from './balances.service.ts';
import { atMost } from './declared-cash.ts';
import { insertEntry } from './entries.repository.ts';
import { lockAccounts, merchantKey } from './ledger-accounts.ts';
import { payoutLines } from './ledger-postings.ts';
import { closeOpenPayoutRequest } from './payout-requests.repository.ts';
import {
  findPayoutByKey,
  insertPayout,
  listPayouts,
  payoutParcelRows,
  previousPayoutEntryId,
} from './payouts.repository.ts';

// Paying merchants what they are owed: payouts, their replay on retry, and their lists.

type PayoutListRow = Awaited<ReturnType<typeof listPayouts>>[number];

function toPayout(row: PayoutListRow): Payout {
  const { payout } = row;
  return {
    id: payout.id,
    merchantId: payout.merchantId,
    merchantName: row.merchantName,
    amountPoisha: payout.amountPoisha,
    method: payout.method,
    reference: payout.reference,
    destination: payout.destination,
    entryId: payout.entryId,
    reversed: row.reversalId !== null,
    createdAt: payout.createdAt.toISOString(),
  };
}

async function payoutById(db: Db, id: string): Promise<Payout> {
  const [row] = await listPayouts(db, { id }, 1);
  if (!row) throw notFound('No such payout.');
  return toPayout(row);
}

/**
 * Pays a merchant out of their payable, never more than it. The key is claimed before anything is
 * checked (`runOnce`): a repeat, or a copy sent at once, gets the first payout (`created` false),
 * never a payable already spent by the first. The office's keys are one set whichever admin sends them.
 */
export async function createPayout(
  db: Db,
  admin: AuthSession,
  input: CreatePayoutInput,
): Promise<{ payout: Payout; created: boolean }> {
  const done = await runOnce(db, { scope: 'payout', key: input.idempotencyKey }, async (tx) => {
    const earlier = await findPayoutByKey(tx, input.idempotencyKey);
    if (earlier) return { id: earlier.id, created: false };
    return { id: (await payOut(tx, admin, input)).id, created: true };
  });
  const payout = await payoutById(db, done.id);
  if (
    !done.created &&
    (payout.merchantId !== input.merchantId || payout.amountPoisha !== input.amountPoisha)
  ) {
    throw conflict('This idempotency key was already used for a different payout.');
  }
  return { payout, created: done.created };
}

/** The payout's checks and writes, all or nothing, under the merchant's account lock. */
async function payOut(db: Db, admin: AuthSession, input: CreatePayoutInput) {
  if (!(await findUserRecordById(db, input.merchantId))) {
    throw badRequest('Choose a merchant.', { merchantId: 'No such merchant.' });
  }
  return transaction(db, async (tx) => {
    await lockAccounts(tx, [merchantKey(input.merchantId)]);
    // A new or changed account waits out its hold (docs/decisions/038): the owner's time to object.
    const { destination, heldUntil } = await payoutDestinationFor(tx, input.merchantId, input.method);
    if (heldUntil) {
      const until = heldUntil.toISOString();
      throw new AppError(
        409,
        'PAYOUT_ACCOUNT_HELD',
        `This payout account changed recently: payouts to it are held until ${dhakaDateTime(until)} (Dhaka time).`,
        undefined,
        { until },
      );
    }
    const payable = await merchantPayablePoisha(tx, input.merchantId);
    if (input.amountPoisha > payable) {
      const most = Math.max(payable, 0);
      throw new AppError(
        400,
        'PAYOUT_TOO_LARGE',
        `The payout cannot exceed the payable balance of ${formatPoisha(most)}.`,
        ...atMost(most),
      );
    }
    const { entry, created } = await insertEntry(
      tx,
      {
        kind: 'payout',
        idempotencyKey: `payout:${input.idempotencyKey}`,
        merchantId: input.merchantId,
        memo: `${payoutMethodLabels[input.method]} · ${input.reference}`,
        createdBy: admin.user.id,
      },
      payoutLines(input),
    );
    // The key is claimed, so its entry exists only when an earlier payout (found above) has it.
    if (!created) throw conflict('The payout could not be saved. Please try again.');
    const payout = await insertPayout(tx, {
      id: crypto.randomUUID(),
      merchantId: input.merchantId,
      amountPoisha: input.amountPoisha,
      method: input.method,
      reference: input.reference,
      destination,
      idempotencyKey: input.idempotencyKey,
      entryId: entry.id,
      createdBy: admin.user.id,
    });
    // The merchant's open payout request, if any, is paid by this payout.
    await closeOpenPayoutRequest(tx, input.merchantId, payout.id);
    // The merchant's `payout.created` webhooks leave through the outbox once this commits.
    await enqueuePayoutCreated(tx, payout);
    return payout;
  });
}

export async function listPayoutsForAdmin(db: Db, merchantId?: string): Promise<Payout[]> {
  return (await listPayouts(db, merchantId ? { merchantId } : {}, 200)).map(toPayout);
}

export async function listPayoutsOfMerchant(db: Db, merchantId: string, limit: number): Promise<Payout[]> {
  return (await listPayouts(db, { merchantId }, limit)).map(toPayout);
}

/**
 * The parcels a payout covered: every parcel with lines on the merchant's payable posted after the
 * merchant's previous payout (by ledger entry) and up to this one. The merchant's own payouts, or
 * any for head office; another merchant's payout is not found.
 */
export async function parcelsOfPayout(
  db: Db,
  caller: AuthSession,
  isAdmin: boolean,
  payoutId: string,
): Promise<PayoutParcel[]> {
  const payout = await payoutById(db, payoutId);
  if (!isAdmin && payout.merchantId !== caller.user.id) throw notFound('No such payout.');
  const after = await previousPayoutEntryId(db, payout.merchantId, payout.entryId);
  const rows = await payoutParcelRows(db, payout.merchantId, after, payout.entryId);
  return rows.map((row) => ({ ...row, netPoisha: row.codPoisha - row.feePoisha }));
}
