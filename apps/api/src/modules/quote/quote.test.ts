import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();

const quote = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/quote?${query}` });

describe('GET /api/quote', () => {
  it('prices by zone and parcel type without signing in', async () => {
    const sameCity = await quote('pickupDistrict=dhaka&deliveryDistrict=dhaka&parcelType=small');
    expect(sameCity.statusCode).toBe(200);
    expect(sameCity.json()).toEqual({
      zone: 'same_city',
      base: 60,
      codCharge: 0,
      total: 60,
      currency: 'BDT',
      weightGrams: 500,
      deliveryType: 'regular',
      breakdown: { zoneBase: 60, typeSurcharge: 0, weightCharge: 0, expressCharge: 0, codCharge: 0 },
      returnCharge: 30,
      promisedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      rateCard: null,
    });

    const suburbs = await quote('pickupDistrict=dhaka&deliveryDistrict=gazipur&parcelType=large');
    expect(suburbs.json()).toMatchObject({ zone: 'dhaka_suburbs', base: 170, total: 170 });

    const elsewhere = await quote('pickupDistrict=dhaka&deliveryDistrict=sylhet&parcelType=fragile');
    expect(elsewhere.json()).toMatchObject({ zone: 'elsewhere', base: 180, total: 180 });
  });

  it('adds the COD charge for cash on delivery', async () => {
    const response = await quote(
      'pickupDistrict=khulna&deliveryDistrict=rajshahi&parcelType=medium&paymentMethod=cod&codAmount=5000',
    );
    expect(response.json()).toMatchObject({
      zone: 'elsewhere',
      base: 150,
      codCharge: 50,
      total: 200,
      currency: 'BDT',
      breakdown: { zoneBase: 120, typeSurcharge: 30, weightCharge: 0, expressCharge: 0, codCharge: 50 },
    });
    const minimum = await quote(
      'pickupDistrict=khulna&deliveryDistrict=khulna&parcelType=small&paymentMethod=cod&codAmount=',
    );
    expect(minimum.json()).toMatchObject({ codCharge: 10, total: 70 });
  });

  it('says which parameter is wrong', async () => {
    const missing = await quote('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      pickupDistrict: 'Pickup district is required.',
      deliveryDistrict: 'Delivery district is required.',
      parcelType: 'Parcel type is required.',
    });
    const wrong = await quote(
      'pickupDistrict=atlantis&deliveryDistrict=dhaka&parcelType=small&paymentMethod=cod&codAmount=-5',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      pickupDistrict: 'Pickup district must be one of the 64 districts.',
      codAmount: 'COD amount must be a whole number of taka from 0 to 1,000,000.',
    });
  });
});

describe('GET /api/quote: weight, speed and promise', () => {
  it('charges each further started kilogram and express where it runs', async () => {
    const heavy = await quote(
      'pickupDistrict=dhaka&deliveryDistrict=dhaka&parcelType=medium&weightGrams=2400&deliveryType=express',
    );
    expect(heavy.statusCode, heavy.body).toBe(200);
    expect(heavy.json()).toMatchObject({
      weightGrams: 2400,
      deliveryType: 'express',
      breakdown: { zoneBase: 60, typeSurcharge: 20, weightCharge: 30, expressCharge: 50, codCharge: 0 },
      total: 160,
    });
  });

  it('refuses express outside one city or the Dhaka metro, and a weight outside the type', async () => {
    const far = await quote(
      'pickupDistrict=dhaka&deliveryDistrict=sylhet&parcelType=small&deliveryType=express',
    );
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toEqual({
      deliveryType: 'Express delivery is only offered inside one city or between Dhaka metro districts.',
    });
    const heavySmall = await quote(
      'pickupDistrict=dhaka&deliveryDistrict=sylhet&parcelType=small&weightGrams=2000',
    );
    expect(heavySmall.json().error.fields).toEqual({
      weightGrams:
        'This weight does not fit the parcel type: small is under 1 kg, medium 1–5 kg, large 5 kg and over.',
    });
  });
});
