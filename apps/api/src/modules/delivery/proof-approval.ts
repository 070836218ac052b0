import {
  type ApprovalFlag,
  type DeliveryApprovals,
  decisionDeadline,
  type Parcel,
  type ParcelActor,
  photoDeliveriesStandOut,
  photoDeliveryWindowDays,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict } from '../../lib/errors.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { queueSmsToSender } from '../sms/sms.service.ts';
import { enqueueNeedsDecision } from '../webhooks/webhooks.service.ts';
import { bookDeliveredCash } from './delivered-cash.ts';
import { countAttempts, deleteCode, insertAttempt, type Tx } from './delivery.repository.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { deliverWithProof, ensureMove, lockedParcel, sendBack } from './moves.ts';
import {
  type ApprovalRow,
  countPhotoDeliveriesByRider,
  decideApproval,
  findPendingApproval,
  insertApproval,
  listPendingApprovals,
  pendingCashOf,
} from './proof-approval.repository.ts';

/**
 * "Delivered, approval pending". A handover photo stands in for the receiver's code only when the
 * code could not reach the receiver; it is not a way round a code the rider could not get right, nor
 * one they did not wait for or ask about. So a photo delivery after the code was locked (too many
 * wrong tries, at any point of this run, a resend included), or with nothing showing the code failed
 * (photo-grounds.ts), waits for an admin, flagged with which: the parcel shows it, and no money is
 * booked and nobody is told "delivered" until the admin approves. A rejection puts the parcel back in
 * the rider's run as a failed attempt.
 */

/** In the completing transaction: the photo delivery waits instead of delivering. */
export async function holdForApproval(
  tx: Tx,
  parcel: ParcelRow,
  actor: { id: string; role: ParcelActor },
  flag: ApprovalFlag,
  proof: { photoId: string; receiverName: string | null; cashCollected: number },
): Promise<ParcelRow> {
  ensureMove(parcel.status, 'delivered_approval_pending', actor, 'complete');
  await insertApproval(tx, {
    parcelId: parcel.id,
    flag,
    ...proof,
    riderId: parcel.riderId,
    submittedBy: actor.id,
  });
  const moved = await moveLockedParcel(tx, parcel, 'delivered_approval_pending', actor, null);
  await deleteCode(tx, parcel.id);
  return moved;
}

const adminActor = (caller: AuthSession) => ({ id: caller.user.id, role: 'admin' as const });

/** Where each verdict on a photo proof moves the parcel. */
const verdictMoves = { approveProof: 'delivered', rejectProof: 'failed' } as const;

/**
 * One transaction for the admin's verdict on a photo proof: the parcel locked, the verdict's move
 * allowed from where it is, and the approval waiting for it (409 when none does) handed to `decide`;
 * the parcel as it ends up is the answer.
 */
async function decidePendingProof(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  verdict: keyof typeof verdictMoves,
  decide: (
    tx: Tx,
    found: { parcel: ParcelRow; actor: ReturnType<typeof adminActor>; approval: ApprovalRow },
  ) => Promise<ParcelRow>,
): Promise<Parcel> {
  const row = await transaction(deps.db, async (tx) => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = adminActor(caller);
    ensureMove(parcel.status, verdictMoves[verdict], actor, verdict);
    const approval = await findPendingApproval(tx, parcel.id);
    if (!approval) throw conflict('This delivery is not waiting for approval.');
    return decide(tx, { parcel, actor, approval });
  });
  return toParcel(row);
}

/** The admin accepts the photo: delivered now, with the proof, the money and the messages it held back. */
export function approveDelivery(deps: DeliveryDeps, caller: AuthSession, parcelId: string): Promise<Parcel> {
  return decidePendingProof(deps, caller, parcelId, 'approveProof', async (tx, found) => {
    const { parcel, actor, approval } = found;
    await decideApproval(tx, approval.id, { status: 'approved', decidedBy: actor.id, rejectReason: null });
    const delivered = await deliverWithProof(tx, parcel, actor, {
      kind: 'photo',
      photoId: approval.photoId,
      receiverName: approval.receiverName,
      cashCollected: approval.cashCollected,
      riderId: approval.riderId,
      actorId: approval.submittedBy,
      // The handover happened when the rider reported it; the approval only accepts it.
      deliveredAt: approval.submittedAt,
    });
    // Booked on approval, not before: until now nothing counted towards the merchant's payable.
    await bookDeliveredCash(tx, parcel, approval.riderId, approval.cashCollected);
    return delivered;
  });
}

/**
 * The admin turns the photo down: the delivery did not happen as far as the books go. The parcel is
 * back in the rider's run as a failed attempt (the admin's reason in its note), to go out again with
 * a fresh code; the last allowed attempt sends it back to the sender, as any failed attempt does.
 */
export function rejectDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  reason: string,
): Promise<Parcel> {
  return decidePendingProof(deps, caller, parcelId, 'rejectProof', async (tx, found) => {
    const { parcel, actor, approval } = found;
    await decideApproval(tx, approval.id, {
      status: 'rejected',
      decidedBy: actor.id,
      rejectReason: reason,
    });
    const attemptNo = (await countAttempts(tx, parcel.id)) + 1;
    const failedAt = new Date();
    const decideBy = attemptNo >= deps.maxAttempts ? null : decisionDeadline(failedAt);
    await insertAttempt(tx, {
      parcelId: parcel.id,
      attemptNo,
      reason: 'other',
      note: `Photo proof rejected: ${reason}`,
      rescheduleDate: null,
      calledAt: null,
      riderId: approval.riderId,
      actorId: actor.id,
      decideBy,
    });
    // Fixed wording for the timeline: the admin's reason stays with the attempt, never in public.
    let current = await moveLockedParcel(tx, parcel, 'failed', actor, 'Delivery not confirmed');
    await queueSmsToSender(tx, parcel, {
      kind: 'merchant_attempt_failed',
      trackingId: parcel.trackingId,
      reason: 'other',
      attemptNo,
      maxAttempts: deps.maxAttempts,
    });
    if (!decideBy) {
      current = await sendBack(
        tx,
        current,
        { id: null, role: 'system' },
        `${attemptNo} delivery attempts failed.`,
      );
    } else {
      await enqueueNeedsDecision(tx, {
        parcelId: parcel.id,
        attemptNo,
        maxAttempts: deps.maxAttempts,
        reason: 'other',
        at: failedAt,
        decideBy,
      });
    }
    return current;
  });
}

/**
 * The admin's queue: deliveries waiting, oldest first, and per rider how many handovers they proved by
 * photo instead of a code that was sent, of all their deliveries in the window; those over the line
 * (`photoDeliveriesStandOut`) first, then by share.
 */
export async function getDeliveryApprovals(db: Db): Promise<DeliveryApprovals> {
  const since = new Date(Date.now() - photoDeliveryWindowDays * 24 * 60 * 60 * 1000);
  const [pending, counts] = await Promise.all([
    listPendingApprovals(db, 200),
    countPhotoDeliveriesByRider(db, since),
  ]);
  const riders = counts.map((rider) => {
    const waited = rider.pending + rider.approved + rider.rejected;
    const photoDeliveries = rider.withoutApproval + waited;
    // Approved ones are among the delivered; the waiting and the rejected were reported all the same.
    const deliveries = Math.max(rider.delivered + rider.pending + rider.rejected, photoDeliveries);
    return {
      ...rider,
      photoDeliveries,
      deliveries,
      share: deliveries === 0 ? 0 : photoDeliveries / deliveries,
      standsOut: photoDeliveriesStandOut(photoDeliveries, deliveries),
    };
  });
  riders.sort(
    (a, b) =>
      Number(b.standsOut) - Number(a.standsOut) ||
      b.share - a.share ||
      b.photoDeliveries - a.photoDeliveries ||
      a.riderName.localeCompare(b.riderName),
  );
  return {
    pending: pending.map(({ submittedAt, ...item }) => ({ ...item, submittedAt: submittedAt.toISOString() })),
    riders: riders.map(({ delivered: _delivered, ...rider }) => rider),
    windowDays: photoDeliveryWindowDays,
  };
}

/** Cash on a merchant's deliveries that wait for approval: shown beside the payable, never in it. */
export const pendingApprovalOfMerchant = (db: Db, merchantId: string) => pendingCashOf(db, { merchantId });

/** Cash a rider took on deliveries that wait for approval: not in their cash in hand until approved. */
export const pendingApprovalOfRiders = (db: Db, riderIds: string[]) => pendingCashOf(db, { riderIds });
