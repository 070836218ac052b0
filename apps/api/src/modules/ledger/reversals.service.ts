import { formatPoisha, negativePayableErrorCode, type ReverseEntryInput } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { merchantPayablePoisha } from './balances.service.ts';
import { findEntry, findReversalOf, insertEntry, linesOfEntry } from './entries.repository.ts';
import { lockAccounts, ownerKey } from './ledger-accounts.ts';
import { reversalLines } from './ledger-postings.ts';

// Corrections: the opposite of an entry, at most once, never leaving a merchant owing unexplained.

/**
 * A correction: posts the opposite of an entry. An entry is reversed at most once; a reversal never is.
 * Reversing a delivery after its money was paid out leaves the merchant owing the company: that is
 * refused unless the admin says why (`negativePayableReason`), and the reason stays in the memo.
 */
export async function reverseEntry(
  db: Db,
  admin: AuthSession,
  entryId: number,
  input: ReverseEntryInput,
): Promise<{ entryId: number; reversesEntryId: number }> {
  const original = await findEntry(db, entryId);
  if (!original) throw notFound('No such ledger entry.');
  if (original.kind === 'reversal')
    throw conflict('A reversal cannot itself be reversed; post a new entry instead.');
  if (await findReversalOf(db, entryId)) throw conflict('This entry has already been reversed.');
  const lines = await linesOfEntry(db, entryId);
  const reversal = await transaction(db, async (tx) => {
    await lockAccounts(
      tx,
      lines
        .filter((item) => item.accountOwner !== '')
        .map((item) => ownerKey(item.accountKind, item.accountOwner)),
    );
    const lowest = await lowestPayableAfter(tx, reversalLines(lines));
    const why = input.negativePayableReason?.trim();
    if (lowest && !why) {
      const message = `This reversal would leave the merchant's payable at ${formatPoisha(lowest.payablePoisha)}: say why the merchant should owe it.`;
      throw new AppError(
        409,
        negativePayableErrorCode,
        message,
        { negativePayableReason: message },
        { payablePoisha: lowest.payablePoisha },
      );
    }
    const { entry, created } = await insertEntry(
      tx,
      {
        kind: 'reversal',
        idempotencyKey: `reversal:${entryId}`,
        parcelId: original.parcelId,
        riderId: original.riderId,
        merchantId: original.merchantId,
        reversesEntryId: entryId,
        memo: lowest && why ? `${input.reason} · Payable below zero: ${why}` : input.reason,
        createdBy: admin.user.id,
      },
      reversalLines(lines),
    );
    if (!created) throw conflict('This entry has already been reversed.');
    return entry;
  });
  return { entryId: reversal.id, reversesEntryId: entryId };
}

/**
 * The merchant whose payable these lines would take below zero (by lowering it), if any. Run under
 * the merchants' account locks, so no payout can slip in between the check and the posting.
 */
async function lowestPayableAfter(
  tx: Db,
  lines: readonly { accountKind: string; accountOwner: string; amountPoisha: number }[],
): Promise<{ merchantId: string; payablePoisha: number } | undefined> {
  const change = new Map<string, number>();
  for (const item of lines) {
    if (item.accountKind !== 'merchant_payable') continue;
    // A credit (negative line) raises what the company owes the merchant.
    change.set(item.accountOwner, (change.get(item.accountOwner) ?? 0) - item.amountPoisha);
  }
  for (const [merchantId, delta] of change) {
    if (delta >= 0) continue;
    const after = (await merchantPayablePoisha(tx, merchantId)) + delta;
    if (after < 0) return { merchantId, payablePoisha: after };
  }
  return undefined;
}
