import crypto from 'node:crypto';
import {
  type CashHandover,
  type ConfirmHandoverInput,
  type DeclareHandoverInput,
  formatPoisha,
  type HandoverStatus,
  type RiderCash,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { runOnce } from '../idempotency/idempotency.service.ts';
import { accountBalance, riderCollections } from './balances.repository.ts';
import { atMost, declaredCashColumns, overDeclared } from './declared-cash.ts';
import { insertEntry } from './entries.repository.ts';
import {
  awaitingHandoverTotal,
  confirmHandoverIfDeclared,
  findHandover,
  findHandoverByKey,
  type HandoverRow,
  handoverWithRider,
  insertHandover,
  listHandovers,
} from './handovers.repository.ts';
import { hubKey, lockAccounts, ownRiderIds, riderKey } from './ledger-accounts.ts';
import { handoverLines } from './ledger-postings.ts';

// Riders' cash: what each holds, declaring a handover, and the office confirming the count.

type HandoverListRow = Awaited<ReturnType<typeof listHandovers>>[number];

function toHandover(row: HandoverListRow): CashHandover {
  const { handover } = row;
  return {
    ...declaredCashColumns(handover),
    riderId: handover.riderId,
    riderName: row.riderName,
    countedAtHubId: handover.countedAtHubId,
    riderCashInHandPoisha: row.cashInHand,
  };
}

export async function handoverById(db: Db, id: string): Promise<CashHandover> {
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
 * a rider cannot declare more than the cash in hand not already declared (checked when it arrives,
 * also for a handover the phone kept offline: the refusal says how much may be handed over now).
 */
export async function declareHandover(
  db: Db,
  caller: AuthSession,
  input: DeclareHandoverInput,
): Promise<{ handover: CashHandover; created: boolean }> {
  const riderIds = await ownRiderIds(db, caller);
  const riderId = riderIds[0] as string;
  const done = await runOnce(db, { scope: `handover:${riderId}`, key: input.idempotencyKey }, async (tx) => {
    const earlier = await findHandoverByKey(tx, riderId, input.idempotencyKey);
    if (earlier) return { row: earlier, created: false };
    return { row: await declare(tx, riderIds, riderId, input), created: true };
  });
  if (!done.created) return { handover: await replayHandover(db, done.row, input), created: false };
  return { handover: await handoverById(db, done.row.id), created: true };
}

/** The declaration's check and row, under the rider's account locks. */
async function declare(db: Db, riderIds: string[], riderId: string, input: DeclareHandoverInput) {
  return transaction(db, async (tx) => {
    await lockAccounts(tx, riderIds.map(riderKey));
    // One query at a time: a transaction is one connection, which runs one query at once.
    const cash = await accountBalance(tx, 'rider_cash', riderIds);
    const awaiting = await awaitingHandoverTotal(tx, riderIds);
    const most = overDeclared(input.amountPoisha, { cashPoisha: cash, awaitingPoisha: awaiting });
    if (most !== undefined) {
      throw new AppError(
        400,
        'HANDOVER_TOO_LARGE',
        `You can hand over at most ${formatPoisha(most)} now.`,
        ...atMost(most),
      );
    }
    const row = await insertHandover(tx, {
      id: crypto.randomUUID(),
      riderId,
      idempotencyKey: input.idempotencyKey,
      declaredPoisha: input.amountPoisha,
      note: input.note || null,
      // Declared offline and sent later: the time the rider did it (X-Action-Time, within bounds).
      declaredAt: currentActionTime(),
    });
    // The key is claimed, so its row exists only when an earlier handover (found above) has it.
    if (!row) throw conflict('The handover could not be saved. Please try again.');
    return row;
  });
}

async function replayHandover(db: Db, row: HandoverRow, input: DeclareHandoverInput): Promise<CashHandover> {
  if (row.declaredPoisha !== input.amountPoisha) {
    throw conflict('This idempotency key was already used for a different handover.');
  }
  return handoverById(db, row.id);
}

export async function listHandoversForAdmin(db: Db, status: HandoverStatus): Promise<CashHandover[]> {
  return (await listHandovers(db, { status }, 200)).map(toHandover);
}

export async function listHandoversOf(
  db: Db,
  filter: Parameters<typeof listHandovers>[1],
): Promise<CashHandover[]> {
  return (await listHandovers(db, filter, 200)).map(toHandover);
}

/** A handover by id, or the 404. Whether it may still be counted is `stillDeclared`'s, once the caller may know. */
export async function handoverRecord(db: Db, id: string): Promise<HandoverRow> {
  const handover = await findHandover(db, id);
  if (!handover) throw notFound('No such handover.');
  return handover;
}

/** The handover if it still waits for its count, else the 409 a person can act on. */
export function stillDeclared(handover: HandoverRow): HandoverRow {
  if (handover.status === 'confirmed') throw conflict('This handover is already confirmed.');
  return handover;
}

/** An admin books what the office counted: the rider's cash goes down by the declared amount. */
export async function confirmHandover(
  db: Db,
  admin: AuthSession,
  id: string,
  input: ConfirmHandoverInput,
): Promise<CashHandover> {
  return postHandover(db, admin.user.id, stillDeclared(await handoverRecord(db, id)), input, null);
}

/**
 * A count short of the declaration books the shortage against the rider: it is booked only when the
 * person counting confirmed it, having been told the amount (a mistyped count would otherwise become
 * the rider's debt without a second look).
 */
function refuseUnconfirmedShortage(handover: HandoverRow, input: ConfirmHandoverInput): void {
  const shortage = handover.declaredPoisha - input.countedPoisha;
  if (shortage <= 0 || input.shortageConfirmed === true) return;
  throw new AppError(
    409,
    'SHORTAGE_UNCONFIRMED',
    `The count is ${formatPoisha(shortage)} short of what was declared. Confirm to record the shortage against the rider.`,
    undefined,
    { shortagePoisha: shortage },
  );
}

/**
 * Books a count: into the office's cash (`hubId` null) or into the hub's. The entry's idempotency key
 * and the conditional update make two people counting the same handover at once post one entry.
 */
export async function postHandover(
  db: Db,
  countedBy: string,
  handover: HandoverRow,
  input: ConfirmHandoverInput,
  hubId: string | null,
): Promise<CashHandover> {
  refuseUnconfirmedShortage(handover, input);
  await transaction(db, async (tx) => {
    await lockAccounts(tx, [riderKey(handover.riderId), ...(hubId ? [hubKey(hubId)] : [])]);
    const { entry } = await insertEntry(
      tx,
      {
        kind: 'cash_handover',
        idempotencyKey: `handover:${handover.id}`,
        riderId: handover.riderId,
        memo: input.note || null,
        createdBy: countedBy,
      },
      handoverLines({
        riderId: handover.riderId,
        declaredPoisha: handover.declaredPoisha,
        countedPoisha: input.countedPoisha,
        hubId,
      }),
    );
    const confirmed = await confirmHandoverIfDeclared(tx, handover.id, {
      countedPoisha: input.countedPoisha,
      confirmedBy: countedBy,
      countedAtHubId: hubId,
      entryId: entry.id,
      note: input.note || handover.note,
    });
    if (!confirmed) throw conflict('This handover is already confirmed.');
  });
  return handoverById(db, handover.id);
}
