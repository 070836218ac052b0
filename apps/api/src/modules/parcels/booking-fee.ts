import { type CreateParcelInput, districtById, type FeeBreakdown, takaToPoisha } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { FeeBreakdownPoisha } from '../../db/schema/index.ts';
import { type PricedBooking, priceBooking } from '../quote/quote.service.ts';

export interface BookingPrice {
  priced: PricedBooking;
  deliveryFeePoisha: number;
  returnChargePoisha: number;
  feeBreakdown: FeeBreakdownPoisha;
}

const breakdownPoisha = (breakdown: FeeBreakdown): FeeBreakdownPoisha => ({
  zoneBase: takaToPoisha(breakdown.zoneBase),
  typeSurcharge: takaToPoisha(breakdown.typeSurcharge),
  weightCharge: takaToPoisha(breakdown.weightCharge),
  expressCharge: takaToPoisha(breakdown.expressCharge),
  codCharge: takaToPoisha(breakdown.codCharge),
});

/**
 * The fee is the courier's, not the sender's: a booking is charged what GET /api/quote shows for it
 * (the merchant's rate card in force today, else the list; the nationwide price when a district is
 * unknown), whatever number it sent, as a courier's own API prices an order itself. The fee, its
 * parts, the return charge and the promise are fixed on the parcel: later rate changes never reach it.
 */
export async function bookingPrice(
  db: Db,
  merchantId: string,
  input: Pick<
    CreateParcelInput,
    'parcelType' | 'paymentMethod' | 'codAmount' | 'weightGrams' | 'deliveryType'
  >,
  route: { pickupDistrict: string | null; deliveryDistrict: string | null },
  now = new Date(),
): Promise<BookingPrice> {
  const pickupDistrict = route.pickupDistrict ? districtById(route.pickupDistrict)?.id : undefined;
  const deliveryDistrict = route.deliveryDistrict ? districtById(route.deliveryDistrict)?.id : undefined;
  const priced = await priceBooking(db, merchantId, { ...input, pickupDistrict, deliveryDistrict }, now);
  return {
    priced,
    deliveryFeePoisha: takaToPoisha(priced.total),
    returnChargePoisha: takaToPoisha(priced.returnCharge),
    feeBreakdown: breakdownPoisha(priced.breakdown),
  };
}
