import { formatPoisha, type Parcel, type PartialDeliveryInput, poishaToTaka } from '@desh/shared';
import type { AuthSession } from '../../lib/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { recordPartialCollection } from '../ledger/ledger.service.ts';
import { amountToCollectPoisha } from '../parcels/amount-to-collect.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { toParcel } from '../parcels/parcel-mapper.ts';
import { moveLockedParcel } from '../parcels/parcel-workflow.service.ts';
import { enqueueDoorOutcome } from '../webhooks/webhooks.service.ts';
import { insertPartialDelivery, insertProof } from './delivery.repository.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { deliveryAction } from './delivery-action.ts';
import { keepDeliveryPlace } from './delivery-places.ts';
import { checkDoorProof, wrongCodeError } from './door-proof.ts';
import { partialDeliveryNote } from './event-notes.ts';
import { openReturnLeg } from './return-leg.ts';

type Outcome = { parcel: ParcelRow } | { wrongTries: number };

/**
 * A partial delivery (docs/decisions/022), all in one transaction on the locked parcel: proof as for a
 * completion, the cash actually taken (less than the amount to collect), what the receiver kept and
 * why. The parcel ends `partially_delivered`; the rest leaves at once as a return parcel of its own in
 * the rider's hands; the ledger books the cash taken and the whole fee; the merchant's webhooks hear
 * `parcel.partially_delivered`. A wrong code counts towards the lock as at a completion, and the
 * rider's place at the door is kept as there.
 */
export async function recordPartialDelivery(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: PartialDeliveryInput,
): Promise<Parcel> {
  const result = await deliveryAction<Outcome>(
    deps,
    caller,
    parcelId,
    'partialDelivery',
    async (tx, found) => {
      const { parcel, actor } = found;
      if (parcel.exchangeItem) {
        throw conflict('An exchange is delivered whole or not at all: record a failed attempt instead.');
      }
      const due = amountToCollectPoisha(parcel);
      if (due > 0 ? input.cashCollected >= due : input.cashCollected > 0) {
        const message = 'A partial delivery collects less than the amount to collect.';
        throw badRequest(message, {
          cashCollected: due > 0 ? `Collect less than ${formatPoisha(due)}.` : message,
        });
      }

      const proof = await checkDoorProof(tx, parcel, input);
      if ('wrongTries' in proof) return proof;
      // A photo that would wait for an admin at a completion cannot do here: the rest of the order
      // cannot wait at the door, so the receiver's code (or what shows it could not arrive) must do.
      if (proof.kind === 'photo' && proof.waitsBecause === 'code_locked') {
        throw conflict(
          'After a locked code a partial delivery needs the receiver’s code: send it again and ask for it.',
        );
      }
      if (proof.kind === 'photo' && proof.waitsBecause) {
        throw conflict(
          'A partial delivery by photo needs a call to the receiver from the app and why the code did not arrive.',
        );
      }

      await insertProof(tx, {
        parcelId: parcel.id,
        kind: proof.kind,
        photoId: proof.photoId,
        receiverName: input.receiverName || null,
        cashCollected: input.cashCollected,
        riderId: parcel.riderId,
        actorId: actor.id,
      });
      const leg = await openReturnLeg(tx, parcel, 'partial', parcel.parcelTitle, actor);
      await insertPartialDelivery(tx, {
        parcelId: parcel.id,
        itemsKept: input.itemsKept || null,
        itemsKeptCount: input.itemsKeptCount ?? null,
        cashCollected: input.cashCollected,
        reason: input.reason,
        note: input.note || null,
        returnParcelId: leg.id,
        riderId: parcel.riderId,
        actorId: actor.id,
      });
      const moved = await moveLockedParcel(
        tx,
        parcel,
        'partially_delivered',
        actor,
        partialDeliveryNote(input.reason, leg.trackingId),
      );
      await keepDeliveryPlace(tx, parcel, actor, input.place);

      // The money moves in the same transaction as the status: both happen or neither.
      if (parcel.riderId) {
        await recordPartialCollection(tx, {
          parcelId: parcel.id,
          riderId: parcel.riderId,
          merchantId: parcel.senderId,
          collectedPoisha: input.cashCollected,
          duePoisha: due,
          feePoisha: parcel.deliveryFeePoisha,
        });
      }
      await enqueueDoorOutcome(tx, {
        parcelId: parcel.id,
        type: 'parcel.partially_delivered',
        at: new Date(),
        data: {
          collectedPoisha: input.cashCollected,
          collectedAmount: poishaToTaka(input.cashCollected),
          reason: input.reason,
          itemsKept: input.itemsKept || null,
          itemsKeptCount: input.itemsKeptCount ?? null,
          returnParcelId: leg.id,
          returnTrackingId: leg.trackingId,
        },
      });
      return { parcel: moved };
    },
  );
  if ('wrongTries' in result) throw wrongCodeError(result.wrongTries);
  return toParcel(result.parcel);
}
