import { iso1A2Code } from '@rapideditor/country-coder';
import { describe, expect, it } from 'vitest';
import { inBangladesh } from './index.ts';

// Places as [latitude, longitude].
const inside = {
  Dhaka: [23.8103, 90.4125],
  Teknaf: [20.8624, 92.3058],
  Tetulia: [26.4827, 88.3515],
  'Jaflong (Sylhet, at the Dawki crossing)': [25.1633, 92.0175],
  'Tamabil (Sylhet)': [25.176, 92.029],
  'Zakiganj (Sylhet, on the Kushiyara)': [24.88, 92.37],
  'Sylhet city': [24.8949, 91.8687],
  Benapole: [23.0427, 88.8945],
  Akhaura: [23.869, 91.207],
  "St Martin's Island": [20.6237, 92.3232],
} as const;

const outside = {
  Kolkata: [22.5726, 88.3639],
  Agartala: [23.8315, 91.2868],
  'Dawki (Meghalaya, across from Tamabil)': [25.1856, 92.0208],
  'Petrapole (across from Benapole)': [23.043, 88.87],
  Siliguri: [26.7271, 88.3953],
  'Sittwe (Myanmar)': [20.1462, 92.8983],
} as const;

describe('inBangladesh', () => {
  it.each(Object.entries(inside))('takes %s', (_, [lat, lng]) => {
    expect(inBangladesh(lat, lng)).toBe(true);
  });

  it.each(Object.entries(outside))('refuses %s', (_, [lat, lng]) => {
    expect(inBangladesh(lat, lng)).toBe(false);
  });

  it('agrees with country-coder’s own lookup across the country and its borders', () => {
    // Every 0.1° over Bangladesh's bounding box, a little wide, on land: the two readings never differ.
    for (let lat = 20.4; lat <= 26.8; lat += 0.1) {
      for (let lng = 87.8; lng <= 92.8; lng += 0.1) {
        const code = iso1A2Code([lng, lat]);
        if (code === 'IN' || code === 'MM' || code === 'BD') {
          expect(inBangladesh(lat, lng), `${lat.toFixed(1)}, ${lng.toFixed(1)}`).toBe(code === 'BD');
        }
      }
    }
  });
});
