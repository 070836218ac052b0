import {
  type BookingFeeInput,
  bookingFeeFor,
  dhakaDate,
  ExpressNotOfferedError,
  expressNotOfferedMessage,
  type PricedParcel,
  promisedDeliveryDate,
} from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { tariffOf } from '../rate-cards/rate-cards.service.ts';
import { readPriceInputs } from './quote.repository.ts';

export interface PricedBooking extends PricedParcel {
  districtsKnown: boolean;
  promisedDate: string;
  rateCard: { id: number; effectiveFrom: string } | null;
}

/**
 * The one price and promise for a booking, as GET /api/quote shows it and POST /api/parcels stores
 * it: the merchant's rate card in force on the Dhaka day (else the list tariff), and the promised
 * day counting Fridays and the public holidays ahead.
 */
export async function priceBooking(
  db: Db,
  merchantId: string | null,
  input: BookingFeeInput,
  now: Date = new Date(),
): Promise<PricedBooking> {
  const day = dhakaDate(now);
  const inputs = await readPriceInputs(db, merchantId, day);
  const { tariff, rateCard } = tariffOf(inputs.card);
  const holidays = new Set(inputs.holidays);
  let priced: ReturnType<typeof bookingFeeFor>;
  try {
    priced = bookingFeeFor(input, tariff);
  } catch (error) {
    if (!(error instanceof ExpressNotOfferedError)) throw error;
    throw badRequest(expressNotOfferedMessage, { deliveryType: expressNotOfferedMessage });
  }
  const promisedDate = promisedDeliveryDate({
    bookedAt: now,
    zone: priced.zone,
    deliveryType: priced.deliveryType,
    holidays,
  });
  return { ...priced, promisedDate, rateCard };
}
