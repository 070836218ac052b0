import { describe, expect, it } from 'vitest';
import { quoteParcel } from '../constants/pricing.ts';
import { quoteQuerySchema } from './quote.ts';

describe('quoteQuerySchema', () => {
  const valid = { pickupDistrict: 'dhaka', deliveryDistrict: 'coxs-bazar', parcelType: 'large' };

  it('parses a query string, defaulting to prepaid and coercing the COD amount', () => {
    expect(quoteQuerySchema.parse(valid)).toEqual({ ...valid, paymentMethod: 'prepaid' });
    expect(quoteQuerySchema.parse({ ...valid, paymentMethod: 'cod', codAmount: '1500' })).toEqual({
      ...valid,
      paymentMethod: 'cod',
      codAmount: 1500,
    });
  });

  it('treats an empty codAmount as absent', () => {
    expect(quoteQuerySchema.parse({ ...valid, codAmount: '' }).codAmount).toBeUndefined();
  });

  it('feeds straight into quoteParcel', () => {
    const query = quoteQuerySchema.parse({ ...valid, paymentMethod: 'cod', codAmount: '1500' });
    expect(quoteParcel(query)).toEqual({
      zone: 'elsewhere',
      base: 200,
      codCharge: 15,
      total: 215,
      currency: 'BDT',
    });
  });

  const messageFor = (input: Record<string, unknown>, field: string) =>
    quoteQuerySchema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

  it('rejects unknown districts, parcel types and payment methods with clear messages', () => {
    expect(messageFor({ ...valid, pickupDistrict: 'chittagong' }, 'pickupDistrict')).toBe(
      'Pickup district must be one of the 64 districts.',
    );
    expect(messageFor({ ...valid, deliveryDistrict: 'Dhaka' }, 'deliveryDistrict')).toBe(
      'Delivery district must be one of the 64 districts.',
    );
    expect(messageFor({ ...valid, parcelType: 'huge' }, 'parcelType')).toBe(
      'Parcel type must be one of: small, medium, large, fragile.',
    );
    expect(messageFor({ ...valid, paymentMethod: 'bkash' }, 'paymentMethod')).toBe(
      'Payment method must be one of: cod, prepaid.',
    );
  });

  it('says which required field is missing', () => {
    expect(messageFor({}, 'pickupDistrict')).toBe('Pickup district is required.');
    expect(messageFor({}, 'deliveryDistrict')).toBe('Delivery district is required.');
    expect(messageFor({ ...valid, parcelType: '' }, 'parcelType')).toBe('Parcel type is required.');
  });

  it('rejects a COD amount that is not a whole number from 0 to 1,000,000', () => {
    const message = 'COD amount must be a whole number of taka from 0 to 1,000,000.';
    for (const codAmount of ['-1', '12.5', 'abc', '1000001', ['1', '2']]) {
      expect(messageFor({ ...valid, codAmount }, 'codAmount')).toBe(message);
    }
    expect(quoteQuerySchema.parse({ ...valid, codAmount: '0' }).codAmount).toBe(0);
    expect(quoteQuerySchema.parse({ ...valid, codAmount: '1000000' }).codAmount).toBe(1_000_000);
  });
});
