import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { districts } from '../constants/districts.ts';
import { createParcelSchema } from '../schemas/parcels.ts';
import { testBooking } from '../test-booking.ts';
import {
  chooseUpazilaMessage,
  districtCentre,
  findUpazila,
  resolveUpazilas,
  upazilaNeedsDistrictMessage,
  upazilasOf,
} from './index.ts';

describe('upazila data', () => {
  it('covers every district, with unique ids and Bangla names per district', () => {
    let total = 0;
    for (const d of districts) {
      const list = upazilasOf(d.id);
      expect(list.length, d.id).toBeGreaterThan(0);
      expect(new Set(list.map((u) => u.id)).size).toBe(list.length);
      for (const u of list) {
        expect(u.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(u.bn).toMatch(/^[\u0980-\u09FF\s-]+$/);
        expect(u.bn).toBe(u.bn.normalize('NFC'));
      }
      expect(districtCentre(d.id)).toHaveLength(2);
      total += list.length;
    }
    // 494 upazilas from the geocode list plus the metropolitan thanas of Dhaka and Chattogram.
    expect(total).toBe(494 + 65);
  });

  it('has the metropolitan thanas of Dhaka and Chattogram next to their upazilas', () => {
    expect(findUpazila('dhaka', 'Dhanmondi')?.bn).toBe('ধানমন্ডি');
    expect(findUpazila('dhaka', 'savar')?.name).toBe('Savar');
    expect(findUpazila('chattogram', 'পাঁচলাইশ')?.id).toBe('panchlaish');
    expect(findUpazila('chattogram', 'Dhanmondi')).toBeUndefined();
  });
});

function check(body: Record<string, unknown>) {
  return createParcelSchema
    .transform((value, ctx) =>
      resolveUpazilas(value, [{ district: 'deliveryDistrict', upazila: 'deliveryUpazila' }], ctx),
    )
    .safeParse(body);
}

describe('resolveUpazilas', () => {
  const booking = testBooking;

  it('accepts an upazila of its district by id or name and stores the id', () => {
    expect(
      check({ ...booking, deliveryDistrict: 'dhaka', deliveryUpazila: 'gulshan' }).data?.deliveryUpazila,
    ).toBe('gulshan');
    expect(
      check({ ...booking, deliveryDistrict: 'Jessore', deliveryUpazila: ' jhikargacha ' }).data
        ?.deliveryUpazila,
    ).toBe('jhikargacha');
    expect(
      check({ ...booking, deliveryDistrict: 'dhaka', deliveryUpazila: 'মিরপুর' }).data?.deliveryUpazila,
    ).toBe('mirpur');
  });

  it('refuses an upazila of another district, or one without a district', () => {
    const wrong = check({ ...booking, deliveryDistrict: 'sylhet', deliveryUpazila: 'gulshan' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['deliveryUpazila', chooseUpazilaMessage],
    ]);
    const alone = check({ ...booking, deliveryUpazila: 'gulshan' });
    expect(alone.error?.issues[0]?.message).toBe(upazilaNeedsDistrictMessage);
  });

  it('leaves the seven spec fields alone enough, and a blank upazila as none', () => {
    expect(check(booking).success).toBe(true);
    expect(check({ ...booking, deliveryUpazila: '' }).data?.deliveryUpazila).toBeUndefined();
  });

  it('is usable as a plain zod refinement', () => {
    const schema = z
      .object({ district: z.string(), upazila: z.string() })
      .transform((value, ctx) => resolveUpazilas(value, [{ district: 'district', upazila: 'upazila' }], ctx));
    expect(schema.parse({ district: 'chattogram', upazila: 'Double Mooring' }).upazila).toBe(
      'double-mooring',
    );
  });
});
