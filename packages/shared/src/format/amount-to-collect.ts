import type { PaymentMethod } from '../constants/parcel-types.ts';

/**
 * What the rider collects from the receiver, in poisha: for cash on delivery the fee plus the goods'
 * value, for prepaid nothing. Integers only, so no float error ever reaches a label or the ledger.
 * One rule for the parcels' answers and the receiver's page and SMS.
 */
export function amountToCollectPoisha(parcel: {
  paymentMethod: PaymentMethod;
  deliveryFeePoisha: number;
  codAmountPoisha: number;
}): number {
  if (parcel.paymentMethod !== 'cod') return 0;
  return parcel.deliveryFeePoisha + parcel.codAmountPoisha;
}
