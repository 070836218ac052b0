import type { PaymentMethod } from '@desh/shared';

/**
 * What the rider collects from the receiver: for cash on delivery the fee plus the goods' value,
 * for prepaid nothing. Sums in paisa so 0.1 + 0.2 style float errors never reach a label.
 */
export function amountToCollect(parcel: {
  paymentMethod: PaymentMethod;
  deliveryFee: number;
  codAmount: number;
}): number {
  if (parcel.paymentMethod !== 'cod') return 0;
  return (Math.round(parcel.deliveryFee * 100) + Math.round(parcel.codAmount * 100)) / 100;
}
