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
    expect(response.json()).toEqual({
      zone: 'elsewhere',
      base: 150,
      codCharge: 50,
      total: 200,
      currency: 'BDT',
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
