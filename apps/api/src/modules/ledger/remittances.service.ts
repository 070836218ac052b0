import crypto from 'node:crypto';
import {
  type ConfirmRemittanceInput,
  type DeclareRemittanceInput,
  formatPoisha,
  type HubRemittance,
  type RemittanceStatus,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { pickColumns } from '../../lib/rows.ts';
import { runOnce } from '../idempotency/idempotency.service.ts';
import { accountBalance } from './balances.repository.ts';
import { atMost, declaredCashColumns, overDeclared } from './declared-cash.ts';
import { insertEntry } from './entries.repository.ts';
import {
  awaitingRemittanceTotal,
  confirmRemittanceIfDeclared,
  findRemittance,
  findRemittanceByKey,
  insertRemittance,
  listRemittances,
  type RemittanceRow,
} from './hub-cash.repository.ts';
import { hubKey, lockAccounts } from './ledger-accounts.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';
import { remittanceLines } from './ledger-postings.ts';

// Hubs send their cash to head office: the manager declares, an admin counts and confirms.

type RemittanceListRow = Awaited<ReturnType<typeof listRemittances>>[number];

function toRemittance(row: RemittanceListRow): HubRemittance {
  const { remittance } = row;
  return {
    ...declaredCashColumns(remittance),
    ...pickColumns(row, ['hubCode', 'hubName', 'hubNameBn', 'declaredByName']),
    hubId: remittance.hubId,
    reference: remittance.reference,
    hubCashPoisha: row.hubCash,
  };
}

async function remittanceById(db: Db, id: string): Promise<HubRemittance> {
  const [row] = await listRemittances(db, { id }, 1);
  if (!row) throw notFound('No such remittance.');
  return toRemittance(row);
}

export async function listRemittancesOfHub(db: Db, hubId: string): Promise<HubRemittance[]> {
  return (await listRemittances(db, { hubId }, 30)).map(toRemittance);
}

export async function listRemittancesForAdmin(db: Db, status: RemittanceStatus): Promise<HubRemittance[]> {
  return (await listRemittances(db, { status }, 200)).map(toRemittance);
}

/**
 * The hub's manager says "we sent this much to head office". Nothing moves in the ledger until an
 * admin counts it; never more than the hub's cash not already declared (checked under the hub's lock).
 */
export async function declareRemittance(
  db: Db,
  { managerAtHub }: LedgerNeighbours,
  caller: AuthSession,
  hubId: string,
  input: DeclareRemittanceInput,
): Promise<{ remittance: HubRemittance; created: boolean }> {
  const actor = await managerAtHub(db, caller, hubId);
  const done = await runOnce(db, { scope: `remittance:${hubId}`, key: input.idempotencyKey }, async (tx) => {
    const earlier = await findRemittanceByKey(tx, hubId, input.idempotencyKey);
    if (earlier) return { row: earlier, created: false };
    return { row: await remit(tx, hubId, actor.userId, input), created: true };
  });
  if (!done.created) return { remittance: await replayRemittance(db, done.row, input), created: false };
  return { remittance: await remittanceById(db, done.row.id), created: true };
}

/** The remittance's check and row, under the hub's account lock. */
async function remit(db: Db, hubId: string, declaredBy: string, input: DeclareRemittanceInput) {
  return transaction(db, async (tx) => {
    await lockAccounts(tx, [hubKey(hubId)]);
    const [cash, awaiting] = await Promise.all([
      accountBalance(tx, 'hub_cash', hubId),
      awaitingRemittanceTotal(tx, hubId),
    ]);
    const most = overDeclared(input.amountPoisha, { cashPoisha: cash, awaitingPoisha: awaiting });
    if (most !== undefined) {
      throw new AppError(
        400,
        'REMITTANCE_TOO_LARGE',
        `The hub can remit at most ${formatPoisha(most)} now.`,
        ...atMost(most),
      );
    }
    const row = await insertRemittance(tx, {
      id: crypto.randomUUID(),
      hubId,
      idempotencyKey: input.idempotencyKey,
      declaredPoisha: input.amountPoisha,
      reference: input.reference,
      note: input.note || null,
      declaredBy,
    });
    // The key is claimed, so its row exists only when an earlier remittance (found above) has it.
    if (!row) throw conflict('The remittance could not be saved. Please try again.');
    return row;
  });
}

async function replayRemittance(
  db: Db,
  row: RemittanceRow,
  input: DeclareRemittanceInput,
): Promise<HubRemittance> {
  if (row.declaredPoisha !== input.amountPoisha || row.reference !== input.reference) {
    throw conflict('This idempotency key was already used for a different remittance.');
  }
  return remittanceById(db, row.id);
}

/** A still-declared remittance, or the 404 / 409 a person can act on. */
async function declaredRemittance(db: Db, id: string): Promise<RemittanceRow> {
  const remittance = await findRemittance(db, id);
  if (!remittance) throw notFound('No such remittance.');
  if (remittance.status === 'confirmed') throw conflict('This remittance is already confirmed.');
  return remittance;
}

/** An admin books what reached head office: the hub's cash goes down by the declared amount. */
export async function confirmRemittance(
  db: Db,
  admin: AuthSession,
  id: string,
  input: ConfirmRemittanceInput,
): Promise<HubRemittance> {
  const remittance = await declaredRemittance(db, id);
  await transaction(db, async (tx) => {
    await lockAccounts(tx, [hubKey(remittance.hubId)]);
    const { entry } = await insertEntry(
      tx,
      {
        kind: 'hub_remittance',
        idempotencyKey: `remittance:${remittance.id}`,
        memo: [remittance.reference, input.note].filter(Boolean).join(' · '),
        createdBy: admin.user.id,
      },
      remittanceLines({
        hubId: remittance.hubId,
        declaredPoisha: remittance.declaredPoisha,
        countedPoisha: input.countedPoisha,
      }),
    );
    const confirmed = await confirmRemittanceIfDeclared(tx, remittance.id, {
      countedPoisha: input.countedPoisha,
      confirmedBy: admin.user.id,
      entryId: entry.id,
      note: input.note || remittance.note,
    });
    if (!confirmed) throw conflict('This remittance is already confirmed.');
  });
  return remittanceById(db, id);
}
