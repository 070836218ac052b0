import type { ParcelStatus, TransitionAction } from '@desh/shared';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { type Asker, custodyGate } from '../parcels/custody-gate.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { lockParcelForGate } from '../parcels/parcel-workflow.service.ts';
import type { Tx } from './delivery.repository.ts';
import { type Actor, actorOn, type DeliveryDeps } from './delivery-access.ts';

/** Where each action at the door moves the parcel. */
const actionMoves = {
  outForDelivery: 'out_for_delivery',
  complete: 'delivered',
  partialDelivery: 'partially_delivered',
  failAttempt: 'failed',
  returnHandover: 'returned',
} as const satisfies Partial<Record<TransitionAction, ParcelStatus>>;

/** The caller as the custody gate sees them, from the part they act in on this parcel. */
export function askerFor(actor: Actor): Asker {
  switch (actor.role) {
    case 'admin':
      return { role: 'admin', userId: actor.id };
    case 'rider':
      return { role: 'rider', userId: actor.id, carries: true };
    case 'hub':
      throw new Error('a hub acts on parcels through its scans');
    default:
      return { role: 'customer', userId: actor.id };
  }
}

/**
 * A rider's (or an admin's, or the sender's) action on a parcel as one transaction: the parcel row
 * locked with its custody, so of two callers at once one wins; the caller's part in it worked out
 * (its rider, its sender or an admin); and the custody gate asked whether they may make the action's
 * move on the leg the parcel is on, before `act` does the rest with what was found.
 */
export async function deliveryAction<Result>(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  action: keyof typeof actionMoves,
  act: (
    tx: Tx,
    found: { parcel: ParcelRow; actor: Actor; transition: ReturnType<typeof custodyGate> },
  ) => Promise<Result>,
): Promise<Result> {
  return transaction(deps.db, async (tx) => {
    const { parcel, carriedByUser, facts } = await lockParcelForGate(tx, parcelId, caller);
    const actor = actorOn(caller, parcel, carriedByUser);
    const transition = custodyGate(facts, askerFor(actor), { action, to: actionMoves[action] });
    return act(tx, { parcel, actor, transition });
  });
}
