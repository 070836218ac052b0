import { describe, expect, it } from 'vitest';
import { districts } from './districts.ts';
import { parcelTypes } from './parcel-types.ts';
import { bookingFeeFor, codChargeFor, quoteParcel, tariff, zoneFor, zones } from './pricing.ts';

const metro = ['dhaka', 'gazipur', 'narayanganj', 'munshiganj', 'manikganj', 'narsingdi'] as const;

describe('zoneFor', () => {
  it('is same_city when both ends are in one district, anywhere in the country', () => {
    for (const d of districts) expect(zoneFor(d.id, d.id)).toBe('same_city');
  });

  it('is dhaka_suburbs between Dhaka and each metro district, both ways', () => {
    for (const d of metro.slice(1)) {
      expect(zoneFor('dhaka', d)).toBe('dhaka_suburbs');
      expect(zoneFor(d, 'dhaka')).toBe('dhaka_suburbs');
    }
  });

  it('is dhaka_suburbs between two different metro districts', () => {
    expect(zoneFor('gazipur', 'narayanganj')).toBe('dhaka_suburbs');
    expect(zoneFor('manikganj', 'narsingdi')).toBe('dhaka_suburbs');
  });

  it('is elsewhere for every other pair', () => {
    expect(zoneFor('dhaka', 'chattogram')).toBe('elsewhere');
    // Same division as Dhaka but outside the metro set.
    expect(zoneFor('dhaka', 'tangail')).toBe('elsewhere');
    expect(zoneFor('gazipur', 'kishoreganj')).toBe('elsewhere');
    expect(zoneFor('sylhet', 'moulvibazar')).toBe('elsewhere');
  });

  it('is symmetric', () => {
    for (const a of districts) {
      for (const b of districts) expect(zoneFor(a.id, b.id)).toBe(zoneFor(b.id, a.id));
    }
  });
});

describe('tariff', () => {
  it('has a positive whole-taka price for every zone and parcel type', () => {
    for (const zone of zones) {
      for (const type of parcelTypes) {
        expect(Number.isInteger(tariff[zone][type])).toBe(true);
        expect(tariff[zone][type]).toBeGreaterThan(0);
      }
    }
  });

  it('never charges less for a farther zone', () => {
    for (const type of parcelTypes) {
      expect(tariff.dhaka_suburbs[type]).toBeGreaterThanOrEqual(tariff.same_city[type]);
      expect(tariff.elsewhere[type]).toBeGreaterThanOrEqual(tariff.dhaka_suburbs[type]);
    }
  });
});

describe('codChargeFor', () => {
  it('charges 1% of the amount, rounded up to whole taka', () => {
    expect(codChargeFor(2000)).toBe(20);
    expect(codChargeFor(2001)).toBe(21);
    expect(codChargeFor(2099)).toBe(21);
    expect(codChargeFor(1_000_000)).toBe(10_000);
  });

  it('never charges less than 10 taka', () => {
    expect(codChargeFor(0)).toBe(10);
    expect(codChargeFor(500)).toBe(10);
    expect(codChargeFor(1000)).toBe(10);
    expect(codChargeFor(1001)).toBe(11);
  });

  it('rejects negative and non-finite amounts', () => {
    expect(() => codChargeFor(-1)).toThrow(RangeError);
    expect(() => codChargeFor(Number.NaN)).toThrow(RangeError);
    expect(() => codChargeFor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('quoteParcel', () => {
  it('prices a prepaid parcel at the base fee only', () => {
    expect(
      quoteParcel({
        pickupDistrict: 'dhaka',
        deliveryDistrict: 'dhaka',
        parcelType: 'small',
        paymentMethod: 'prepaid',
      }),
    ).toEqual({ zone: 'same_city', base: 60, codCharge: 0, total: 60, currency: 'BDT' });
  });

  it('ignores a COD amount on a prepaid parcel', () => {
    const quote = quoteParcel({
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'gazipur',
      parcelType: 'medium',
      paymentMethod: 'prepaid',
      codAmount: 5000,
    });
    expect(quote).toEqual({ zone: 'dhaka_suburbs', base: 130, codCharge: 0, total: 130, currency: 'BDT' });
  });

  it('adds the COD charge to the base fee for cash on delivery', () => {
    expect(
      quoteParcel({
        pickupDistrict: 'chattogram',
        deliveryDistrict: 'rangpur',
        parcelType: 'fragile',
        paymentMethod: 'cod',
        codAmount: 2550,
      }),
    ).toEqual({ zone: 'elsewhere', base: 180, codCharge: 26, total: 206, currency: 'BDT' });
  });

  it('charges the COD minimum when no amount is given', () => {
    const quote = quoteParcel({
      pickupDistrict: 'khulna',
      deliveryDistrict: 'khulna',
      parcelType: 'large',
      paymentMethod: 'cod',
    });
    expect(quote).toMatchObject({ base: 120, codCharge: 10, total: 130 });
  });

  it('uses the tariff for every zone and parcel type, always in whole taka', () => {
    const pairs = {
      same_city: ['sylhet', 'sylhet'],
      dhaka_suburbs: ['narsingdi', 'dhaka'],
      elsewhere: ['bogura', 'feni'],
    } as const;
    for (const zone of zones) {
      const [pickupDistrict, deliveryDistrict] = pairs[zone];
      for (const parcelType of parcelTypes) {
        const quote = quoteParcel({
          pickupDistrict,
          deliveryDistrict,
          parcelType,
          paymentMethod: 'cod',
          codAmount: 12_345,
        });
        expect(quote.zone).toBe(zone);
        expect(quote.base).toBe(tariff[zone][parcelType]);
        expect(quote.codCharge).toBe(124);
        expect(quote.total).toBe(quote.base + 124);
        for (const n of [quote.base, quote.codCharge, quote.total]) expect(Number.isInteger(n)).toBe(true);
      }
    }
  });
});

describe('bookingFeeFor', () => {
  it("is the route's quote when both districts are known", () => {
    const input = { pickupDistrict: 'dhaka', deliveryDistrict: 'rangpur', parcelType: 'medium' } as const;
    expect(bookingFeeFor({ ...input, paymentMethod: 'prepaid' })).toMatchObject({
      ...quoteParcel({ ...input, paymentMethod: 'prepaid' }),
      districtsKnown: true,
    });
    expect(bookingFeeFor({ ...input, paymentMethod: 'cod', codAmount: 2500 }).total).toBe(150 + 25);
  });

  it('is the nationwide price, the highest of any route, when a district is missing', () => {
    for (const parcelType of parcelTypes) {
      const highest = Math.max(...zones.map((zone) => tariff[zone][parcelType]));
      for (const route of [{}, { pickupDistrict: 'dhaka' }, { deliveryDistrict: '' }] as const) {
        const fee = bookingFeeFor({ ...route, parcelType, paymentMethod: 'prepaid' });
        expect(fee).toMatchObject({ total: highest, districtsKnown: false });
      }
    }
  });

  it('prices COD on whole taka, as the quote does', () => {
    const fee = bookingFeeFor({ parcelType: 'small', paymentMethod: 'cod', codAmount: 1999.5 });
    expect(fee.codCharge).toBe(codChargeFor(2000));
  });
});
