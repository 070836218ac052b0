import type { ApprovedRider } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { pickupDistrictOf, ridersNearFirst } from './riders-near-first';

const rider = (name: string, region: string, activeParcels: number): ApprovedRider => ({
  _id: `id-${name}`,
  name,
  region,
  vehicleType: 'motorbike',
  activeParcels,
});

// The server's order without a district: lightest load first, then by name.
const listed = [
  rider('Anis', 'dhaka', 0),
  rider('Bilkis', 'jashore', 1),
  rider('Chandan', 'dhaka', 2),
  rider('Dipa', 'jashore', 3),
];

describe('ridersNearFirst', () => {
  it('puts the riders of the district first and keeps the given order within each group', () => {
    expect(ridersNearFirst(listed, 'jashore').map((one) => one.name)).toEqual([
      'Bilkis',
      'Dipa',
      'Anis',
      'Chandan',
    ]);
  });

  it('keeps the order when no rider is based there, or the parcel has no district', () => {
    expect(ridersNearFirst(listed, 'sylhet')).toEqual(listed);
    expect(ridersNearFirst(listed, null)).toEqual(listed);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...listed];
    ridersNearFirst(listed, 'jashore');
    expect(listed).toEqual(copy);
  });
});

describe('pickupDistrictOf', () => {
  it('offers the riders of the pickup’s district first for a pending parcel, not the delivery’s', () => {
    const dhanmondiPickup = { pickupDistrict: 'dhaka', deliveryDistrict: 'rangpur' };
    const near = ridersNearFirst(
      [rider('Rangpur Rider', 'rangpur', 0), rider('Dhaka Rider', 'dhaka', 3)],
      pickupDistrictOf(dhanmondiPickup),
    );
    expect(near.map((one) => one.name)).toEqual(['Dhaka Rider', 'Rangpur Rider']);
    expect(pickupDistrictOf({ pickupDistrict: null, deliveryDistrict: 'sylhet' })).toBe('sylhet');
  });
});
