import {
  findTransition,
  type ParcelActor,
  type ParcelStatus,
  parcelStatusLabels,
  type TransitionAction,
} from '@desh/shared';
import type { AuthSession } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { alreadyInStatus, moveForbidden, moveNotAllowed } from '../parcels/parcel-status-errors.ts';
import { lockParcel, lockParcelForCaller, moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { queueSmsToReceiverAndSender, queueSmsToSender } from '../sms/sms.service.ts';
import { type DeliveryProof, insertProof, type Tx } from './delivery.repository.ts';

/** The moves the delivery actions share: checked against the transition table, on a locked row. */

export const label = (status: ParcelStatus) => parcelStatusLabels[status];

/** The transition table decides; the action must be the one this endpoint performs. */
export function ensureMove(
  from: ParcelStatus,
  to: ParcelStatus,
  actor: { role: ParcelActor },
  action: TransitionAction,
) {
  const transition = findTransition(from, to, actor.role);
  if (!transition || transition.action !== action) {
    if (from === to) throw alreadyInStatus(to);
    if (!findTransition(from, to, 'admin') && !findTransition(from, to, 'rider')) {
      throw moveNotAllowed(from, to);
    }
    throw moveForbidden(to);
  }
  return transition;
}

export async function lockedParcel(tx: Tx, parcelId: string): Promise<ParcelRow> {
  const parcel = await lockParcel(tx, parcelId);
  if (!parcel) throw notFound('No such parcel.');
  return parcel;
}

/** The parcel locked, and whether the caller carries it as its rider, in one statement. */
export async function lockedParcelForCaller(
  tx: Tx,
  parcelId: string,
  caller: AuthSession,
): Promise<{ parcel: ParcelRow; carriedByUser: boolean }> {
  const found = await lockParcelForCaller(tx, parcelId, caller);
  if (!found) throw notFound('No such parcel.');
  return found;
}

/** Moves a locked parcel to `returning` and tells its sender, in the caller's transaction. */
export async function sendBack(
  tx: Tx,
  parcel: ParcelRow,
  actor: { id: string | null; role: ParcelActor },
  note: string,
): Promise<ParcelRow> {
  ensureMove(parcel.status, 'returning', actor, 'startReturn');
  const moved = await moveLockedParcel(tx, parcel, 'returning', actor, note);
  await queueSmsToSender(tx, parcel, { kind: 'merchant_returning', trackingId: parcel.trackingId });
  return moved;
}

/**
 * Delivers a locked parcel in the caller's transaction: the move to delivered (parcels), its proof with
 * the receiver's code forgotten (delivery), and the messages telling the receiver and the sender (sms).
 * The caller has checked the move and the proof.
 */
export async function deliverWithProof(
  tx: Tx,
  parcel: ParcelRow,
  actor: { id: string | null; role: ParcelActor },
  proof: Omit<DeliveryProof, 'parcelId'>,
): Promise<ParcelRow> {
  const moved = await moveLockedParcel(tx, parcel, 'delivered', actor, null);
  await insertProof(tx, { ...proof, parcelId: parcel.id });
  await queueSmsToReceiverAndSender(tx, parcel, {
    receiver: { kind: 'delivered', trackingId: parcel.trackingId },
    sender: { kind: 'merchant_delivered', trackingId: parcel.trackingId },
  });
  return moved;
}
