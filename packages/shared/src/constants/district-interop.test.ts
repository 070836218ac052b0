import { describe, expect, it } from 'vitest';
import { createParcelSchema } from '../schemas/parcels.ts';
import { riderApplicationSchema } from '../schemas/riders.ts';
import { testBooking } from '../test-booking.ts';
import { districts, resolveDistrictId } from './districts.ts';

describe('resolveDistrictId', () => {
  it('reads every district by id, English name and Bangla name, in any case and spacing', () => {
    for (const d of districts) {
      expect(resolveDistrictId(d.id)).toBe(d.id);
      expect(resolveDistrictId(d.name.toUpperCase())).toBe(d.id);
      expect(resolveDistrictId(`  ${d.name.toLowerCase()}  `)).toBe(d.id);
      expect(resolveDistrictId(d.bn)).toBe(d.id);
    }
  });

  it('reads the old English spellings and common variants', () => {
    expect(resolveDistrictId('Chittagong')).toBe('chattogram');
    expect(resolveDistrictId('Comilla')).toBe('cumilla');
    expect(resolveDistrictId('Barisal')).toBe('barishal');
    expect(resolveDistrictId('Jessore')).toBe('jashore');
    expect(resolveDistrictId('Bogra')).toBe('bogura');
    expect(resolveDistrictId("Cox's  Bazar")).toBe('coxs-bazar');
    expect(resolveDistrictId('Coxsbazar')).toBe('coxs-bazar');
    expect(resolveDistrictId('Dhaka District')).toBe('dhaka');
    expect(resolveDistrictId('ঢাকা জেলা')).toBe('dhaka');
    expect(resolveDistrictId('মুন্সিগঞ্জ')).toBe('munshiganj');
  });

  it('gives undefined for what is not a district', () => {
    for (const text of ['', '   ', 'Narnia', 'Dhanmondi', 'dhaka-x', 'ঢাকাই']) {
      expect(resolveDistrictId(text)).toBeUndefined();
    }
  });
});

const booking = testBooking;

describe('district fields that take free text', () => {
  it('store the id on bookings and keep the field’s message for unknown text', () => {
    const parsed = createParcelSchema.parse({
      ...booking,
      pickupDistrict: 'ঢাকা',
      deliveryDistrict: ' jessore ',
    });
    expect(parsed.pickupDistrict).toBe('dhaka');
    expect(parsed.deliveryDistrict).toBe('jashore');
    expect(createParcelSchema.parse({ ...booking, pickupDistrict: '' }).pickupDistrict).toBe('');
    const bad = createParcelSchema.safeParse({ ...booking, deliveryDistrict: 'Atlantis' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['deliveryDistrict', 'Choose a district from the list.'],
    ]);
  });

  it('store the id for a rider’s region, with the spec message when it is blank', () => {
    const form = { fullName: 'Rahim', phone: '01712345678', vehicleType: 'motorbike' };
    expect(riderApplicationSchema.parse({ ...form, region: 'Bogra' }).region).toBe('bogura');
    const blank = riderApplicationSchema.safeParse({ ...form, region: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('Region is required');
    const unknown = riderApplicationSchema.safeParse({ ...form, region: 'Gotham' });
    expect(unknown.error?.issues[0]?.message).toBe('Choose a district from the list.');
  });
});
