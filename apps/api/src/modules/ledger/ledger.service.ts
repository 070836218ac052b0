import crypto from 'node:crypto';
import {
  type CashHandover,
  type ConfirmHandoverInput,
  type CreatePayoutInput,
  type DeclareHandoverInput,
  formatPoisha,
  type HandoverStatus,
  type LedgerSummary,
  type MerchantBalance,
  negativePayableErrorCode,
  type PaymentMethod,
  type Payout,
  payoutMethodLabels,
  type ReverseEntryInput,
  type RiderCash,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { roleOf } from '../../plugins/auth.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { findUserRecordById } from '../users/users.service.ts';
import { enqueuePayoutCreated } from '../webhooks/webhooks.service.ts';
import {
  accountBalance,
  accountBalanceAll,
  awaitingHandoverTotal,
  balancesByKind,
  confirmHandoverIf,
  findEntry,
  findHandover,
  findHandoverByKey,
  findPayoutByKey,
  findReversalOf,
  type HandoverRow,
  handoverWithRider,
  insertEntry,
  insertHandover,
  insertPayout,
  linesOfEntry,
  listHandovers,
  listPayouts,
  lockAccount,
  merchantAccountTotals,
  riderCollections,
} from './ledger.repository.ts';
import { deliveryCollectionLines, handoverLines, payoutLines, reversalLines } from './ledger-postings.ts';

const riderKey = (riderId: string) => `rider:${riderId}`;
const merchantKey = (merchantId: string) => `merchant:${merchantId}`;

/** Takes the advisory locks of several accounts in one global order, so two postings never deadlock. */
async function lockAccounts(tx: Db, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await lockAccount(tx, key);
}

export interface DeliveryCollectionInput {
  parcelId: string;
  riderId: string;
  /** The customer who booked the parcel. */
  merchantId: string;
  paymentMethod: PaymentMethod;
  collectedPoisha: number;
  codPoisha: number;
  feePoisha: number;
  /** When the demo seed back-dates a delivery; omitted in real use. */
  occurredAt?: Date;
}

/**
 * Books the money side of a delivery inside the caller's transaction (the one that marks the parcel
 * delivered). One entry per parcel: a repeat finds the first and writes nothing.
 */
export async function recordDeliveryCollection(
  tx: Db,
  input: DeliveryCollectionInput,
): Promise<{ entryId: number; created: boolean }> {
  const lines = deliveryCollectionLines(input);
  if (lines.length === 0) return { entryId: 0, created: false };
  await lockAccounts(tx, [merchantKey(input.merchantId), riderKey(input.riderId)]);
  const { entry, created } = await insertEntry(
    tx,
    {
      kind: 'delivery_collection',
      idempotencyKey: `delivery:${input.parcelId}`,
      parcelId: input.parcelId,
      riderId: input.riderId,
      merchantId: input.merchantId,
      ...(input.occurredAt ? { createdAt: input.occurredAt } : {}),
    },
    lines,
  );
  return { entryId: entry.id, created };
}

async function ownRiderIds(db: Db, caller: AuthSession): Promise<string[]> {
  const ids = await riderIdsOf(db, caller);
  if (ids.length === 0) throw forbidden('Only riders carry cash.');
  return ids;
}

type HandoverListRow = Awaited<ReturnType<typeof listHandovers>>[number];

function toHandover(row: HandoverListRow): CashHandover {
  const { handover } = row;
  return {
    id: handover.id,
    riderId: handover.riderId,
    riderName: row.riderName,
    declaredPoisha: handover.declaredPoisha,
    countedPoisha: handover.countedPoisha,
    differencePoisha:
      handover.countedPoisha === null ? null : handover.declaredPoisha - handover.countedPoisha,
    status: handover.status,
    note: handover.note,
    declaredAt: handover.declaredAt.toISOString(),
    confirmedAt: handover.confirmedAt?.toISOString() ?? null,
    riderCashInHandPoisha: row.cashInHand,
  };
}

async function handoverById(db: Db, id: string): Promise<CashHandover> {
  const row = await handoverWithRider(db, id);
  if (!row) throw notFound('No such handover.');
  return toHandover(row);
}

/** The signed-in rider's cash in hand, what they owe the office, their collections and handovers. */
export async function getRiderCash(db: Db, caller: AuthSession): Promise<RiderCash> {
  const riderIds = await ownRiderIds(db, caller);
  const [cash, receivable, awaiting, collections, handovers] = await Promise.all([
    accountBalance(db, 'rider_cash', riderIds),
    accountBalance(db, 'rider_receivable', riderIds),
    awaitingHandoverTotal(db, riderIds),
    riderCollections(db, riderIds, 30),
    listHandovers(db, { riderIds }, 30),
  ]);
  return {
    riderId: riderIds[0] ?? '',
    cashInHandPoisha: cash,
    // Filled in by `getRiderCashView` (delivery's approvals, outside the ledger).
    pendingApprovalPoisha: 0,
    receivablePoisha: receivable,
    awaitingConfirmationPoisha: awaiting,
    collections: collections.map((row) => ({
      entryId: row.entryId,
      parcelId: row.parcelId,
      trackingId: row.trackingId,
      collectedPoisha: row.collected,
      createdAt: row.createdAt.toISOString(),
    })),
    handovers: handovers.map(toHandover),
  };
}

/**
 * A rider says "I am handing in this much". Nothing moves in the ledger until an admin counts it;
 * a rider cannot declare more than the cash in hand not already declared.
 */
export async function declareHandover(
  db: Db,
  caller: AuthSession,
  input: DeclareHandoverInput,
): Promise<{ handover: CashHandover; created: boolean }> {
  const riderIds = await ownRiderIds(db, caller);
  const riderId = riderIds[0] as string;
  const existing = await findHandoverByKey(db, riderId, input.idempotencyKey);
  if (existing) return { handover: await sameHandover(db, existing, input), created: false };
  const row = await db.transaction(async (tx) => {
    await lockAccounts(tx, riderIds.map(riderKey));
    const [cash, awaiting] = await Promise.all([
      accountBalance(tx, 'rider_cash', riderIds),
      awaitingHandoverTotal(tx, riderIds),
    ]);
    const available = cash - awaiting;
    if (input.amountPoisha > available) {
      const most = Math.max(available, 0);
      throw new AppError(
        400,
        'HANDOVER_TOO_LARGE',
        `You can hand over at most ${formatPoisha(most)} now.`,
        { amountPoisha: `At most ${formatPoisha(most)}.` },
        { maxPoisha: most },
      );
    }
    return insertHandover(tx, {
      id: crypto.randomUUID(),
      riderId,
      idempotencyKey: input.idempotencyKey,
      declaredPoisha: input.amountPoisha,
      note: input.note || null,
    });
  });
  if (!row) {
    const raced = await findHandoverByKey(db, riderId, input.idempotencyKey);
    if (!raced) throw conflict('The handover could not be saved. Please try again.');
    return { handover: await sameHandover(db, raced, input), created: false };
  }
  return { handover: await handoverById(db, row.id), created: true };
}

async function sameHandover(db: Db, row: HandoverRow, input: DeclareHandoverInput): Promise<CashHandover> {
  if (row.declaredPoisha !== input.amountPoisha) {
    throw conflict('This idempotency key was already used for a different handover.');
  }
  return handoverById(db, row.id);
}

export async function listHandoversForAdmin(db: Db, status: HandoverStatus): Promise<CashHandover[]> {
  return (await listHandovers(db, { status }, 200)).map(toHandover);
}

/** An admin books what the office counted: the rider's cash goes down by the declared amount. */
export async function confirmHandover(
  db: Db,
  admin: AuthSession,
  id: string,
  input: ConfirmHandoverInput,
): Promise<CashHandover> {
  const handover = await findHandover(db, id);
  if (!handover) throw notFound('No such handover.');
  if (handover.status === 'confirmed') throw conflict('This handover is already confirmed.');
  await db.transaction(async (tx) => {
    await lockAccounts(tx, [riderKey(handover.riderId)]);
    const { entry } = await insertEntry(
      tx,
      {
        kind: 'cash_handover',
        idempotencyKey: `handover:${handover.id}`,
        riderId: handover.riderId,
        memo: input.note || null,
        createdBy: admin.user.id,
      },
      handoverLines({
        riderId: handover.riderId,
        declaredPoisha: handover.declaredPoisha,
        countedPoisha: input.countedPoisha,
      }),
    );
    const confirmed = await confirmHandoverIf(tx, handover.id, {
      countedPoisha: input.countedPoisha,
      confirmedBy: admin.user.id,
      entryId: entry.id,
      note: input.note || handover.note,
    });
    if (!confirmed) throw conflict('This handover is already confirmed.');
  });
  return handoverById(db, id);
}

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

/** What the company owes a merchant now, in poisha (negative: the merchant owes fees). */
export function merchantPayablePoisha(db: Db, merchantId: string): Promise<number> {
  return accountBalance(db, 'merchant_payable', merchantId).then((sum) => 0 - sum);
}

/** Pays a merchant out of their payable, never more than it. A repeated idempotency key returns the first payout. */
export async function createPayout(
  db: Db,
  admin: AuthSession,
  input: CreatePayoutInput,
): Promise<{ payout: Payout; created: boolean }> {
  const repeat = await findPayoutByKey(db, input.idempotencyKey);
  if (repeat) return { payout: await samePayout(db, repeat.id, input), created: false };
  if (!(await findUserRecordById(db, input.merchantId))) {
    throw badRequest('Choose a merchant.', { merchantId: 'No such merchant.' });
  }
  const result = await db.transaction(async (tx) => {
    await lockAccounts(tx, [merchantKey(input.merchantId)]);
    const payable = await merchantPayablePoisha(tx, input.merchantId);
    if (input.amountPoisha > payable) {
      const most = Math.max(payable, 0);
      throw new AppError(
        400,
        'PAYOUT_TOO_LARGE',
        `The payout cannot exceed the payable balance of ${formatPoisha(most)}.`,
        { amountPoisha: `At most ${formatPoisha(most)}.` },
        { maxPoisha: most },
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
    if (!created) return undefined;
    const payout = await insertPayout(tx, {
      id: crypto.randomUUID(),
      merchantId: input.merchantId,
      amountPoisha: input.amountPoisha,
      method: input.method,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      entryId: entry.id,
      createdBy: admin.user.id,
    });
    // The merchant's `payout.created` webhooks leave through the outbox once this commits.
    await enqueuePayoutCreated(tx, payout);
    return payout;
  });
  if (!result) {
    const raced = await findPayoutByKey(db, input.idempotencyKey);
    if (!raced) throw conflict('The payout could not be saved. Please try again.');
    return { payout: await samePayout(db, raced.id, input), created: false };
  }
  return { payout: await payoutById(db, result.id), created: true };
}

async function samePayout(db: Db, id: string, input: CreatePayoutInput): Promise<Payout> {
  const payout = await payoutById(db, id);
  if (payout.merchantId !== input.merchantId || payout.amountPoisha !== input.amountPoisha) {
    throw conflict('This idempotency key was already used for a different payout.');
  }
  return payout;
}

export async function listPayoutsForAdmin(db: Db, merchantId?: string): Promise<Payout[]> {
  return (await listPayouts(db, merchantId ? { merchantId } : {}, 200)).map(toPayout);
}

export async function listPayoutsOfMerchant(db: Db, merchantId: string, limit: number): Promise<Payout[]> {
  return (await listPayouts(db, { merchantId }, limit)).map(toPayout);
}

/** Every merchant with ledger activity and their balance, derived from the lines. */
export async function listMerchantBalances(db: Db, merchantIds?: string[]): Promise<MerchantBalance[]> {
  return (await merchantAccountTotals(db, merchantIds)).map((row) => ({
    merchantId: row.merchantId,
    name: row.name,
    email: row.email,
    codCollectedPoisha: 0 - row.cod,
    feesPoisha: row.fee,
    paidOutPoisha: row.payout,
    payablePoisha: 0 - row.all,
  }));
}

export async function getLedgerSummary(db: Db): Promise<LedgerSummary> {
  const { byKind, codCollected } = await balancesByKind(db);
  return {
    feeRevenuePoisha: 0 - (byKind.fee_revenue ?? 0),
    codCollectedPoisha: codCollected,
    ridersCashPoisha: byKind.rider_cash ?? 0,
    riderReceivablePoisha: byKind.rider_receivable ?? 0,
    officeCashPoisha: byKind.office_cash ?? 0,
    payoutsClearingPoisha: 0 - (byKind.payouts_clearing ?? 0),
    merchantsPayablePoisha: 0 - (byKind.merchant_payable ?? 0),
  };
}

/** Cash collected at doors on cash-on-delivery parcels, all time, net of reversals: the dashboard's Total COD. */
export function totalCodCollectedPoisha(db: Db): Promise<number> {
  return accountBalanceAll(db, 'rider_cash', 'cod_collected');
}

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
  const reversal = await db.transaction(async (tx) => {
    await lockAccounts(
      tx,
      lines
        .filter((item) => item.accountOwner !== '')
        .map((item) =>
          item.accountKind === 'merchant_payable'
            ? merchantKey(item.accountOwner)
            : riderKey(item.accountOwner),
        ),
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
