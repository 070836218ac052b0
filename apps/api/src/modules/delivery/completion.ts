import { type CompleteDeliveryInput, formatPoisha, type Parcel } from '@desh/shared';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { amountToCollectPoisha } from '../parcels/amount-to-collect.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { bookDeliveredCash } from './delivered-cash.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { deliveryAction } from './delivery-action.ts';
import { keepDeliveryPlace } from './delivery-places.ts';
import { checkDoorProof, wrongCodeError } from './door-proof.ts';
import { collectExchangeItem } from './exchange.ts';
import { deliverWithProof } from './moves.ts';
import { holdForApproval } from './proof-approval.ts';

type Completion = { parcel: ParcelRow } | { wrongTries: number };

/**
 * Completes a delivery, all in one transaction: the parcel row is locked, so of a rider and an admin
 * completing at once exactly one wins and the other sees it delivered. Proof is the receiver's code
 * or a handover photo with the receiver's name; on a cash-on-delivery parcel the cash must be exactly
 * the amount to collect. A wrong code counts towards the lock even though the request fails, so that
 * try is committed on its own. A photo delivers only when the code could not reach the receiver;
 * any other (a locked code, or nothing showing the code failed) waits for an admin's approval,
 * flagged with why (`door-proof.ts`, `proof-approval.ts`). At an exchange the
 * old item leaves with the rider as a return parcel of its own either way (`exchange.ts`). Where the
 * rider's phone was is kept with a delivery (`delivery-places.ts`), not with one waiting for approval.
 */
export async function completeDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: CompleteDeliveryInput,
): Promise<Parcel> {
  const result = await deliveryAction<Completion>(deps, caller, parcelId, 'complete', async (tx, found) => {
    const { parcel, actor } = found;

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

    const proof = await checkDoorProof(tx, parcel, input);
    if ('wrongTries' in proof) return proof;
    const photoId = proof.photoId;
    if (proof.kind === 'photo' && proof.waitsBecause) {
      const held = await holdForApproval(tx, parcel, actor, proof.waitsBecause, {
        photoId: proof.photoId,
        receiverName: input.receiverName || null,
        cashCollected: cash,
      });
      // The old item of an exchange is in the rider's hands whatever the approval decides.
      await collectExchangeItem(tx, parcel, actor);
      return { parcel: held };
    }

    const delivered = await deliverWithProof(tx, parcel, actor, {
      kind: photoId ? 'photo' : 'code',
      photoId,
      receiverName: input.receiverName || null,
      cashCollected: cash,
      riderId: parcel.riderId,
      actorId: actor.id,
    });
    await keepDeliveryPlace(tx, parcel, actor, input.place);

    await bookDeliveredCash(tx, parcel, parcel.riderId, cash);
    await collectExchangeItem(tx, parcel, actor);
    return { parcel: delivered };
  });
  if ('wrongTries' in result) throw wrongCodeError(result.wrongTries);
  return toParcel(result.parcel);
}
