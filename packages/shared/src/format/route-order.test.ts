import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  type GeoPoint,
  nearestNeighbourOrder,
  orderStops,
  routeLengthKm,
  twoOpt,
} from './route-order.ts';

interface Stop {
  id: string;
  at?: GeoPoint;
}

const placeOf = (stop: Stop) => stop.at;
const ids = (stops: Stop[]) => stops.map((stop) => stop.id);
// A small square near Dhaka (about 1.1 km a side): close enough to the equator-free plane for the test.
const corner = (lat: number, lng: number): GeoPoint => ({ lat: 23.7 + lat / 100, lng: 90.4 + lng / 100 });

describe('distanceKm', () => {
  it('measures the great circle: Dhaka to Chattogram is about 216 km, and zero to itself', () => {
    const dhaka = { lat: 23.8103, lng: 90.4125 };
    const chattogram = { lat: 22.3569, lng: 91.7832 };
    expect(distanceKm(dhaka, chattogram)).toBeGreaterThan(210);
    expect(distanceKm(dhaka, chattogram)).toBeLessThan(222);
    expect(distanceKm(dhaka, dhaka)).toBe(0);
  });
});

describe('orderStops', () => {
  it('walks a square round its edge from the starting corner, never across it', () => {
    const stops: Stop[] = [
      { id: 'far', at: corner(1, 1) },
      { id: 'right', at: corner(0, 1) },
      { id: 'up', at: corner(1, 0) },
    ];
    const start = corner(0, 0);
    const ordered = orderStops(stops, placeOf, start);
    // East-west sides are shorter than north-south ones at this latitude: east first, then round.
    expect(ids(ordered)).toEqual(['right', 'far', 'up']);
    const eastWest = distanceKm(start, corner(0, 1));
    const northSouth = distanceKm(start, corner(1, 0));
    const length = routeLengthKm(
      ordered.map((stop) => stop.at as GeoPoint),
      start,
    );
    expect(length).toBeCloseTo(2 * eastWest + northSouth, 3);
  });

  const lengthOf = (points: GeoPoint[], order: number[], start?: GeoPoint) =>
    routeLengthKm(
      order.map((index) => points[index] as GeoPoint),
      start,
    );
  const permutations = (items: number[]): number[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, i) =>
          permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
        );

  it('2-opt removes a crossing: the crossed route becomes the shortest one', () => {
    const points: GeoPoint[] = [corner(1, 1), corner(0, 1), corner(1, 0), corner(2, 0.5)];
    const start = corner(0, 0);
    // start → (1,1) → (0,1) → (1,0): the two diagonals cross.
    const crossed = [0, 1, 2, 3];
    const improved = twoOpt(points, crossed, start);
    const best = Math.min(...permutations([0, 1, 2, 3]).map((order) => lengthOf(points, order, start)));
    expect(lengthOf(points, improved, start)).toBeLessThan(lengthOf(points, crossed, start));
    expect(lengthOf(points, improved, start)).toBeCloseTo(best, 6);
  });

  it('nearest neighbour then 2-opt: shorter than nearest neighbour alone where greedy doubles back', () => {
    // Greedy takes (3,1) before (3,0), then has to come back north past it; 2-opt swaps the two.
    const points: GeoPoint[] = [corner(0, 1), corner(3, 1), corner(2, 4), corner(3, 3), corner(3, 0)];
    const start = corner(0, 0);
    const greedy = nearestNeighbourOrder(points, start);
    expect(greedy).toEqual([0, 1, 4, 3, 2]);
    const ordered = orderStops(
      points.map((at, index) => ({ id: `p${index}`, at })),
      placeOf,
      start,
    );
    expect(ids(ordered)).toEqual(['p0', 'p4', 'p1', 'p3', 'p2']);
    expect(lengthOf(points, [0, 4, 1, 3, 2], start)).toBeLessThan(lengthOf(points, greedy, start) - 0.5);
  });

  it('keeps stops without a place after the others, in their given order', () => {
    const stops: Stop[] = [
      { id: 'a' },
      { id: 'x', at: corner(2, 2) },
      { id: 'b' },
      { id: 'y', at: corner(0, 1) },
      { id: 'c', at: { lat: Number.NaN, lng: 90 } },
    ];
    expect(ids(orderStops(stops, placeOf, corner(0, 0)))).toEqual(['y', 'x', 'a', 'b', 'c']);
  });

  it('with no start, either end is free: the stops are walked end to end, never back and forth', () => {
    const stops: Stop[] = [
      { id: 'first', at: corner(0, 0) },
      { id: 'far', at: corner(0, 5) },
      { id: 'near', at: corner(0, 1) },
    ];
    expect([
      ['first', 'near', 'far'],
      ['far', 'near', 'first'],
    ]).toContainEqual(ids(orderStops(stops, placeOf)));
    expect(orderStops([], placeOf)).toEqual([]);
  });

  const point = fc.record({
    lat: fc.double({ min: 20.5, max: 26.7, noNaN: true }),
    lng: fc.double({ min: 88, max: 92.7, noNaN: true }),
  });
  const stopsArb = fc.array(fc.option(point, { nil: undefined }), { maxLength: 25 });

  it('is a permutation: never loses or repeats a stop (property)', () => {
    fc.assert(
      fc.property(stopsArb, fc.option(point, { nil: undefined }), (places, start) => {
        const stops: Stop[] = places.map((at, index) => ({ id: `s${index}`, ...(at ? { at } : {}) }));
        const ordered = orderStops(stops, placeOf, start);
        expect(ordered).toHaveLength(stops.length);
        expect(new Set(ordered)).toEqual(new Set(stops));
        // The stops without a place are the tail, in their given order.
        const unplaced = stops.filter((stop) => !stop.at);
        expect(ordered.slice(stops.length - unplaced.length)).toEqual(unplaced);
      }),
    );
  });

  it('2-opt never makes nearest neighbour’s route longer (property)', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 25 }),
        fc.option(point, { nil: undefined }),
        (points, start) => {
          const greedy = nearestNeighbourOrder(points, start);
          const improved = twoOpt(points, greedy, start);
          expect([...improved].sort((a, b) => a - b)).toEqual(points.map((_, index) => index));
          expect(lengthOf(points, improved, start)).toBeLessThanOrEqual(
            lengthOf(points, greedy, start) + 1e-9,
          );
        },
      ),
    );
  });
});
