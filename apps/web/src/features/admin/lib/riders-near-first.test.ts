import type { ApprovedRider } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { ridersNearFirst } from './riders-near-first';

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
