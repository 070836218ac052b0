import { type CompleteDeliveryInput, deliveryCodeMaxTries, formatPoisha, type Parcel } from '@desh/shared';
import type { AuthSession } from '../../lib/auth.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import { amountToCollectPoisha } from '../parcels/amount-to-collect.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { riderIdsOf } from '../riders/riders.service.ts';
import { addWrongTry, deleteCode, findCode, findPhoto, insertProof } from './delivery.repository.ts';
import { actorOn, type DeliveryDeps } from './delivery-access.ts';
import { checkDeliveryCode } from './delivery-code.ts';
import { announceDelivered, ensureMove, lockedParcel } from './moves.ts';
import { holdForApproval, photoNeedsApproval } from './proof-approval.ts';
import { codeState } from './receiver-code.ts';

type Completion = { parcel: ParcelRow } | { wrongTries: number };

/**
 * Completes a delivery, all in one transaction: the parcel row is locked, so of a rider and an admin
 * completing at once exactly one wins and the other sees it delivered. Proof is the receiver's code
 * or (when the code cannot arrive) a handover photo with the receiver's name; on a cash-on-delivery
 * parcel the cash must be exactly the amount to collect. A wrong code counts towards the lock even
 * though the request fails, so that try is committed on its own. A photo after the code was locked
 * does not deliver: the parcel waits for an admin's approval (`proof-approval.ts`).
 */
export async function completeDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: CompleteDeliveryInput,
): Promise<Parcel> {
  const riderIds = await riderIdsOf(deps.db, caller);
  const result = await deps.db.transaction(async (tx): Promise<Completion> => {
    const parcel = await lockedParcel(tx, parcelId);
    const actor = actorOn(caller, parcel, riderIds);
    ensureMove(parcel.status, 'delivered', actor, 'complete');

    const due = amountToCollectPoisha(parcel);
    const cash = input.cashCollected ?? 0;
    if (cash < due) {
      throw badRequest('The cash collected is short of the amount to collect.', {
        cashCollected: `Collect the full amount: ${formatPoisha(due)}.`,
      });
    }
    if (cash > due) {
      throw badRequest('The cash collected is more than the amount to collect.', {
        cashCollected: `Collect exactly ${formatPoisha(due)}.`,
      });
    }

    const stored = await findCode(tx, parcel.id);
    let photoId: string | null = null;
    if (input.code) {
      if (!stored)
        throw conflict('No code was sent for this delivery. Take a photo of the handover instead.');
      const check = checkDeliveryCode(stored, input.code, new Date());
      if (check === 'wrong') return { wrongTries: await addWrongTry(tx, parcel.id) };
      if (check === 'locked') {
        throw conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
      }
      if (check === 'expired') throw conflict('The code has expired. Send a new one or take a photo.');
    } else {
      const photo = input.photoId ? await findPhoto(tx, input.photoId) : undefined;
      if (!photo || photo.parcelId !== parcel.id || photo.purpose !== 'delivery') {
        throw badRequest('Take a photo of the handover first.', {
          photoId: 'Take a photo of the handover first.',
        });
      }
      if (!(await codeState(tx, parcel, stored)).photoAllowed) {
        throw conflict(
          'The receiver got a code by SMS: ask them for it. A photo is accepted if it does not arrive.',
        );
      }
      photoId = photo.id;
      if (photoNeedsApproval(stored)) {
        const held = await holdForApproval(tx, parcel, actor, {
          photoId,
          receiverName: input.receiverName || null,
          cashCollected: cash,
        });
        return { parcel: held };
      }
    }

    await insertProof(tx, {
      parcelId: parcel.id,
      kind: photoId ? 'photo' : 'code',
      photoId,
      receiverName: input.receiverName || null,
      cashCollected: cash,
      riderId: parcel.riderId,
      actorId: actor.id,
    });
    const delivered = await moveLockedParcel(tx, parcel, 'delivered', actor, null);
    await deleteCode(tx, parcel.id);

    // The money moves in the same transaction as the status: both happen or neither.
    if (parcel.riderId) {
      await recordDeliveryCollection(tx, {
        parcelId: parcel.id,
        riderId: parcel.riderId,
        merchantId: parcel.senderId,
        paymentMethod: parcel.paymentMethod,
        collectedPoisha: cash,
        codPoisha: parcel.codAmountPoisha,
        feePoisha: parcel.deliveryFeePoisha,
      });
    }

    await announceDelivered(tx, parcel);
    return { parcel: delivered };
  });
  if ('wrongTries' in result) {
    const left = Math.max(0, deliveryCodeMaxTries - result.wrongTries);
    if (left === 0)
      throw conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
    const message = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new AppError(400, 'WRONG_DELIVERY_CODE', message, { code: message }, { count: left });
  }
  return toParcel(result.parcel);
}
