import { type CodMode, type CodSplit, codSplit, type PaymentMethod } from '@desh/shared';

export interface ParcelCash {
  paymentMethod: PaymentMethod;
  codMode: CodMode;
  deliveryFeePoisha: number;
  codAmountPoisha: number;
}

/** A parcel's money as `codSplit` (packages/shared) computes it: collected, fee and payout, in poisha. */
export function parcelCashSplit(parcel: ParcelCash): CodSplit {
  return codSplit(parcel);
}

/**
 * What the rider collects from the receiver, in poisha: for cash on delivery the goods' value plus the
 * fee, or the shop's all-in amount (`fee_from_payout`); for prepaid nothing. Integers only, so no float
 * error ever reaches a label or the ledger.
 */
export function amountToCollectPoisha(parcel: ParcelCash): number {
  return codSplit(parcel).collectPoisha;
}
