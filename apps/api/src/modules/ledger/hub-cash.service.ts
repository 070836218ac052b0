import type { CashHandover, ConfirmHandoverInput, HandoverStatus, HubCash } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { accountBalance } from './balances.repository.ts';
import { awaitingHandoverTotal } from './handovers.repository.ts';
import { handoverRecord, listHandoversOf, postHandover, stillDeclared } from './handovers.service.ts';
import { awaitingRemittanceTotal, hubOfRider, ridersOfHub } from './hub-cash.repository.ts';
import type { LedgerNeighbours } from './ledger-neighbours.ts';
import { listRemittancesOfHub } from './remittances.service.ts';

// Cash at a hub: the hub's riders hand COD cash in there and its staff count it. Who works where is
// the network module's (`actorAtHub`, given by app.ts as one of the ledger's neighbours); which hub a rider belongs to is read from its hub_riders.

/**
 * The hub's handovers: declared ones of its riders waiting to be counted (oldest first), or the ones
 * counted at this hub (newest first). Staff of the hub (manager or operator) and admins.
 */
export async function listHubHandovers(
  db: Db,
  { actorAtHub }: LedgerNeighbours,
  caller: AuthSession,
  hubId: string,
  status: HandoverStatus,
): Promise<CashHandover[]> {
  await actorAtHub(db, caller, hubId);
  if (status === 'confirmed') return listHandoversOf(db, { status, countedAtHubId: hubId });
  return listHandoversOf(db, { status, riderIds: await ridersOfHub(db, hubId) });
}

/**
 * The hub's staff count a rider's declared cash: the hub's cash goes up by what they counted, the
 * rider's cash down by what was declared, a difference against the rider. Only the rider's own hub;
 * staff of another hub learn nothing of the handover's state (the 403 comes before the 409).
 */
export async function confirmHubHandover(
  db: Db,
  { actorAtHub }: LedgerNeighbours,
  caller: AuthSession,
  hubId: string,
  id: string,
  input: ConfirmHandoverInput,
): Promise<CashHandover> {
  const actor = await actorAtHub(db, caller, hubId);
  const handover = await handoverRecord(db, id);
  if ((await hubOfRider(db, handover.riderId)) !== hubId) {
    throw forbidden('This rider hands cash in at another hub.');
  }
  return postHandover(db, actor.userId, stillDeclared(handover), input, hubId);
}

/** The hub's money: cash on hand, what is on its way to head office, what was remitted and is owed. */
export async function getHubCash(
  db: Db,
  { actorAtHub }: LedgerNeighbours,
  caller: AuthSession,
  hubId: string,
): Promise<HubCash> {
  await actorAtHub(db, caller, hubId);
  const riderIds = await ridersOfHub(db, hubId);
  const [cash, remitted, receivable, awaiting, ridersDeclared, remittances] = await Promise.all([
    accountBalance(db, 'hub_cash', hubId),
    accountBalance(db, 'hub_cash', hubId, 'hub_remittance'),
    accountBalance(db, 'hub_receivable', hubId),
    awaitingRemittanceTotal(db, hubId),
    awaitingHandoverTotal(db, riderIds),
    listRemittancesOfHub(db, hubId),
  ]);
  return {
    hubId,
    cashPoisha: cash,
    awaitingRemittancePoisha: awaiting,
    availableToRemitPoisha: Math.max(cash - awaiting, 0),
    remittedPoisha: 0 - remitted,
    receivablePoisha: receivable,
    ridersDeclaredPoisha: ridersDeclared,
    remittances,
  };
}
