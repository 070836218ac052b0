import type { ParcelStatus, TransitionAction } from '@desh/shared';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import type { Tx } from './delivery.repository.ts';
import { type Actor, actorOn, type DeliveryDeps } from './delivery-access.ts';
import { ensureMove, lockedParcelForCaller } from './moves.ts';

/** Where each action at the door moves the parcel. */
const actionMoves = {
  outForDelivery: 'out_for_delivery',
  complete: 'delivered',
  partialDelivery: 'partially_delivered',
  failAttempt: 'failed',
  returnHandover: 'returned',
} as const satisfies Partial<Record<TransitionAction, ParcelStatus>>;

/**
 * A rider's (or an admin's) action on a parcel as one transaction: the parcel row locked, so of two
 * callers at once one wins; the caller's part in it worked out (its rider, its sender or an admin);
 * and the action's move checked for them, before `act` does the rest with what was found.
 */
export async function deliveryAction<Result>(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  action: keyof typeof actionMoves,
  act: (
    tx: Tx,
    found: { parcel: ParcelRow; actor: Actor; transition: ReturnType<typeof ensureMove> },
  ) => Promise<Result>,
): Promise<Result> {
  return transaction(deps.db, async (tx) => {
    const { parcel, carriedByUser } = await lockedParcelForCaller(tx, parcelId, caller);
    const actor = actorOn(caller, parcel, carriedByUser);
    const transition = ensureMove(parcel.status, actionMoves[action], actor, action);
    return act(tx, { parcel, actor, transition });
  });
}
