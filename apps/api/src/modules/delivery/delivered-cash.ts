import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import type { Tx } from './delivery.repository.ts';

/**
 * Books the cash `riderId` took at the door for a delivered parcel, in the caller's transaction so the
 * money and the status move together. A parcel no rider delivered books nothing.
 */
export async function bookDeliveredCash(
  tx: Tx,
  parcel: ParcelRow,
  riderId: string | null,
  collectedPoisha: number,
): Promise<void> {
  if (!riderId) return;
  await recordDeliveryCollection(tx, {
    parcelId: parcel.id,
    riderId,
    merchantId: parcel.senderId,
    paymentMethod: parcel.paymentMethod,
    collectedPoisha,
    codPoisha: parcel.codAmountPoisha,
    codMode: parcel.codMode,
    feePoisha: parcel.deliveryFeePoisha,
  });
}
