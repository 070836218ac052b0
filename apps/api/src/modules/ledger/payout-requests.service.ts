import crypto from 'node:crypto';
import { formatPoisha, minPayoutPoisha, type PayoutRequest, type RequestPayoutInput } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { runOnce } from '../idempotency/idempotency.service.ts';
import { merchantPayablePoisha } from './balances.service.ts';
import { lockAccounts, merchantKey } from './ledger-accounts.ts';
import {
  findOpenPayoutRequest,
  findPayoutRequestByKey,
  insertPayoutRequest,
  listPayoutRequests,
  type PayoutRequestRow,
} from './payout-requests.repository.ts';

// A merchant asks to be paid what it is owed; head office pays it from the payouts page.

function toPayoutRequest(row: { request: PayoutRequestRow; merchantName: string }): PayoutRequest {
  const { request } = row;
  return {
    id: request.id,
    merchantId: request.merchantId,
    merchantName: row.merchantName,
    amountPoisha: request.amountPoisha,
    source: request.source,
    payoutId: request.payoutId,
    createdAt: request.createdAt.toISOString(),
    paidAt: request.paidAt ? request.paidAt.toISOString() : null,
  };
}

export const payoutRequestOpenMessage = 'A payout request is already open; head office pays it soon.';

/**
 * Asks head office to pay the merchant's payable: only when it is at least ৳100, one open request at a
 * time (a unique index holds it against two at once), and a repeat of the key answers the first.
 */
export async function requestPayout(
  db: Db,
  caller: AuthSession,
  input: RequestPayoutInput,
): Promise<{ request: PayoutRequest; created: boolean }> {
  const merchantId = caller.user.id;
  const key = `${merchantId}:${input.idempotencyKey}`;
  const done = await runOnce(db, { scope: 'payout-request', key }, async (tx) => {
    return openPayoutRequest(tx, { merchantId, key, source: 'merchant' });
  });
  const [row] = (await listPayoutRequests(db, { merchantId }, 50)).filter(
    (item) => item.request.id === done.id,
  );
  if (!row) throw new Error('payout request not found after saving');
  return { request: toPayoutRequest(row), created: done.created };
}

/**
 * The one way a payout request is opened, by the merchant's click or by the schedule: under the
 * merchant's account lock, for the whole payable from the ledger (integer poisha), only when it is at
 * least ৳100 and no request is open. A key already used answers its request (`created` false).
 */
export async function openPayoutRequest(
  tx: Db,
  request: { merchantId: string; key: string; source: PayoutRequest['source'] },
): Promise<{ id: string; created: boolean }> {
  const opened = await tryOpenPayoutRequest(tx, request);
  if (opened.refused === 'open') throw conflict(payoutRequestOpenMessage);
  if (opened.refused === 'belowMinimum') {
    throw new AppError(
      400,
      'PAYOUT_BELOW_MINIMUM',
      `A payout can be requested once ${formatPoisha(minPayoutPoisha)} is payable; you have ${formatPoisha(opened.payable)}.`,
      undefined,
      { minimum: formatPoisha(minPayoutPoisha), payable: formatPoisha(opened.payable) },
    );
  }
  return opened;
}

/**
 * `openPayoutRequest`'s rule, answering a refusal instead of throwing it: the schedule skips a merchant
 * with a request open or less than ৳100 payable and goes on with the others.
 */
export async function tryOpenPayoutRequest(
  tx: Db,
  { merchantId, key, source }: { merchantId: string; key: string; source: PayoutRequest['source'] },
): Promise<
  | { refused?: undefined; id: string; created: boolean }
  | { refused: 'open' }
  | { refused: 'belowMinimum'; payable: number }
> {
  const earlier = await findPayoutRequestByKey(tx, key);
  if (earlier) return { id: earlier.id, created: false };
  await lockAccounts(tx, [merchantKey(merchantId)]);
  if (await findOpenPayoutRequest(tx, merchantId)) return { refused: 'open' };
  const payable = await merchantPayablePoisha(tx, merchantId);
  if (payable < minPayoutPoisha) return { refused: 'belowMinimum', payable };
  const row = await insertPayoutRequest(tx, {
    id: crypto.randomUUID(),
    merchantId,
    amountPoisha: payable,
    source,
    idempotencyKey: key,
  });
  return { id: row.id, created: true };
}

/** A merchant's requests (newest first), or every open one for head office. */
export async function listPayoutRequestsFor(db: Db, caller: AuthSession, isAdmin: boolean) {
  const rows = isAdmin
    ? await listPayoutRequests(db, { openOnly: true }, 200)
    : await listPayoutRequests(db, { merchantId: caller.user.id }, 20);
  return rows.map(toPayoutRequest);
}
