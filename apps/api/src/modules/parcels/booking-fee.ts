import { bookingFeeFor, type CreateParcelInput, districtById, takaToPoisha } from '@desh/shared';

/**
 * The fee is the courier's, not the sender's: a booking is charged the tariff's price for its
 * route (the nationwide price when a district is unknown), whatever number it sent, as a courier's
 * own API prices an order itself. The answer carries the fee booked; the form and the bulk preview
 * show it before the merchant confirms.
 */
export function tariffFeePoisha(
  input: Pick<CreateParcelInput, 'parcelType' | 'paymentMethod' | 'codAmount'>,
  route: { pickupDistrict: string | null; deliveryDistrict: string | null },
): number {
  const pickupDistrict = route.pickupDistrict ? districtById(route.pickupDistrict)?.id : undefined;
  const deliveryDistrict = route.deliveryDistrict ? districtById(route.deliveryDistrict)?.id : undefined;
  return takaToPoisha(bookingFeeFor({ ...input, pickupDistrict, deliveryDistrict }).total);
}
