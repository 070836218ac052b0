import {
  type DeliveryType,
  dhakaDate,
  expressZones,
  parcelTypes,
  parcelTypeWeights,
  promisedDeliveryDate,
  takaToPoisha,
  type Zone,
  zones,
} from '@desh/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { bookingInput } from '../../test/factories.ts';
import { loginAs, requestAs, signUp, useTestContext } from '../../test/helpers.ts';
import { holidaysFrom } from '../holidays/holidays.service.ts';

const ctx = useTestContext();

const routes: Record<Zone, { pickupDistrict: string; deliveryDistrict: string }> = {
  same_city: { pickupDistrict: 'dhaka', deliveryDistrict: 'dhaka' },
  dhaka_suburbs: { pickupDistrict: 'dhaka', deliveryDistrict: 'gazipur' },
  elsewhere: { pickupDistrict: 'dhaka', deliveryDistrict: 'sylhet' },
};

/** Each type's weight bands at their edges: no weight (the default), the lightest, the first band's top, past it, the heaviest. */
const weightBands = parcelTypes.flatMap((type) => {
  const w = parcelTypeWeights[type];
  const weights = [
    undefined,
    w.minGrams,
    w.includedGrams,
    w.includedGrams + 1,
    w.includedGrams + 2500,
    w.maxGrams,
  ];
  return [...new Set(weights)]
    .filter((grams) => grams === undefined || (grams >= w.minGrams && grams <= w.maxGrams))
    .map((weightGrams) => ({ parcelType: type, weightGrams }));
});

describe('the booking is charged the quote', () => {
  it('for every zone, delivery type, parcel type and weight band, on the list and on a rate card', async () => {
    const admin = await loginAs(ctx, 'admin');
    const listMerchant = await signUp(ctx.app);
    const cardMerchant = await signUp(ctx.app);
    const card = await requestAs(ctx, admin, 'POST', '/api/admin/rate-cards', {
      merchantEmail: cardMerchant.email,
      effectiveFrom: dhakaDate(),
      cells: {
        'perKg.elsewhere': 18,
        'express.same_city': 35,
        'typeSurcharge.dhaka_suburbs.fragile': 25,
        codPercent: 0.75,
      },
    });
    expect(card.statusCode, card.body).toBe(201);

    let checked = 0;
    for (const merchant of [listMerchant, cardMerchant]) {
      for (const zone of zones) {
        const deliveryTypes: DeliveryType[] = (expressZones as readonly Zone[]).includes(zone)
          ? ['regular', 'express']
          : ['regular'];
        for (const deliveryType of deliveryTypes) {
          for (const { parcelType, weightGrams } of weightBands) {
            const query = new URLSearchParams({
              ...routes[zone],
              parcelType,
              deliveryType,
              paymentMethod: 'cod',
              codAmount: '3333',
              ...(weightGrams === undefined ? {} : { weightGrams: String(weightGrams) }),
            });
            const quote = await requestAs(ctx, merchant, 'GET', `/api/quote?${query}`);
            expect(quote.statusCode, quote.body).toBe(200);
            const shown = quote.json();
            const booked = await requestAs(
              ctx,
              merchant,
              'POST',
              '/api/parcels',
              bookingInput({ ...routes[zone], parcelType, deliveryType, codAmount: 3333, weightGrams }),
            );
            expect(booked.statusCode, booked.body).toBe(201);
            const parcel = booked.json();
            const context = `${zone} ${deliveryType} ${parcelType} ${weightGrams ?? 'default'}`;
            expect(parcel.deliveryFee, context).toBe(shown.total);
            expect(parcel.feeBreakdown, context).toEqual(shown.breakdown);
            expect(parcel.returnCharge, context).toBe(shown.returnCharge);
            expect(parcel.weightGrams, context).toBe(shown.weightGrams);
            const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
            expect(row?.deliveryFeePoisha, context).toBe(takaToPoisha(shown.total));
            // The promise is the calendar's for the moment it was booked (the quote's may sit across a cut-off).
            const day = dhakaDate(row?.bookingTime);
            expect(row?.promisedDate, context).toBe(
              promisedDeliveryDate({
                bookedAt: row?.bookingTime ?? 0,
                zone,
                deliveryType,
                holidays: await holidaysFrom(ctx.db, day),
              }),
            );
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(2 * 5 * weightBands.length);
  });

  it('refuses express on a booking outside its zones, also when the pickup district comes from a store', async () => {
    const merchant = await signUp(ctx.app);
    const far = await requestAs(
      ctx,
      merchant,
      'POST',
      '/api/parcels',
      bookingInput({ pickupDistrict: 'dhaka', deliveryDistrict: 'sylhet', deliveryType: 'express' }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toEqual({
      deliveryType: 'Express delivery is only offered inside one city or between Dhaka metro districts.',
    });
    const unknown = await requestAs(
      ctx,
      merchant,
      'POST',
      '/api/parcels',
      bookingInput({ deliveryType: 'express' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('deliveryType');
  });
});
