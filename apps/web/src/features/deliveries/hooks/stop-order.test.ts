import { describe, expect, it } from 'vitest';
import type { RunItem } from '../api/get-delivery-run';
import {
  applyKeptOrder,
  deliveryPlace,
  dropIndex,
  keptOrderKey,
  moveStop,
  placeStop,
  runLengthKm,
  suggestedOrder,
} from './stop-order';

const stop = (parcelId: string, deliveryDistrict: string | null) =>
  ({ parcelId, parcel: { _id: parcelId, deliveryDistrict } }) as unknown as RunItem;
const ids = (items: RunItem[]) => items.map((item) => item.parcelId);

describe('the day’s delivery order', () => {
  it('places a stop at its delivery district’s centre, and none without a district', () => {
    const place = deliveryPlace(stop('a', 'dhaka'));
    expect(place?.lat).toBeCloseTo(23.71, 1);
    expect(place?.lng).toBeCloseTo(90.41, 1);
    expect(deliveryPlace(stop('b', null))).toBeUndefined();
    expect(deliveryPlace(stop('c', 'atlantis'))).toBeUndefined();
  });

  it('places a stop at the receiver’s own map pin when they dropped one, and orders by it', () => {
    const pinned = (parcelId: string, lat: number, lng: number) =>
      ({
        ...stop(parcelId, 'dhaka'),
        receiver: { pin: { lat, lng, accuracyM: 10, at: '' } },
      }) as unknown as RunItem;
    expect(deliveryPlace(pinned('p', 23.81, 90.37))).toEqual({ lat: 23.81, lng: 90.37 });
    // Three stops in the Dhaka district: the pins, not the district's centre, decide the order.
    const run = [
      pinned('uttara', 23.87, 90.4),
      pinned('motijheel', 23.73, 90.42),
      pinned('mirpur', 23.81, 90.37),
    ];
    expect(ids(suggestedOrder(run))).toEqual(['uttara', 'mirpur', 'motijheel']);
  });

  it('prefers the receiver’s pin, then the rider’s earlier delivery to that phone, then the district', () => {
    const earlier = { lat: 23.78, lng: 90.42 };
    const pin = { lat: 23.75, lng: 90.39, accuracyM: 8, at: '' };
    const withPlaces = (places: Partial<RunItem>) =>
      ({ ...stop('p', 'dhaka'), earlierPlace: null, receiver: null, ...places }) as unknown as RunItem;
    expect(deliveryPlace(withPlaces({ earlierPlace: earlier }))).toEqual(earlier);
    expect(
      deliveryPlace(withPlaces({ earlierPlace: earlier, receiver: { pin } as RunItem['receiver'] })),
    ).toEqual({ lat: pin.lat, lng: pin.lng });
    // Without a district the earlier place still places the stop.
    const away = { ...withPlaces({ earlierPlace: earlier }), parcel: { deliveryDistrict: null } };
    expect(deliveryPlace(away as unknown as RunItem)).toEqual(earlier);
    const centre = deliveryPlace(withPlaces({}));
    expect(centre?.lat).toBeCloseTo(23.71, 1);
    // Two stops in the same district: the earlier places, not the shared centre, order them.
    const run = [
      withPlaces({ parcelId: 'motijheel', earlierPlace: { lat: 23.73, lng: 90.42 } }),
      withPlaces({ parcelId: 'uttara', earlierPlace: { lat: 23.87, lng: 90.4 } }),
      withPlaces({ parcelId: 'mirpur', earlierPlace: { lat: 23.81, lng: 90.37 } }),
    ];
    expect(ids(suggestedOrder(run))).toEqual(['motijheel', 'mirpur', 'uttara']);
  });

  it('orders the deliveries area by area from the first stop, unplaced ones last', () => {
    // Dhaka, then far away Chattogram, then Gazipur (next to Dhaka), then Narayanganj (next to Dhaka).
    const run = [
      stop('dhaka', 'dhaka'),
      stop('unknown', null),
      stop('ctg', 'chattogram'),
      stop('gazipur', 'gazipur'),
      stop('dhaka-2', 'dhaka'),
      stop('narayanganj', 'narayanganj'),
    ];
    const ordered = ids(suggestedOrder(run));
    expect(ordered[0]).toBe('dhaka');
    expect(ordered[1]).toBe('dhaka-2');
    // Chattogram, the far one, comes after every stop around Dhaka; the unknown one last.
    expect(ordered.slice(-2)).toEqual(['ctg', 'unknown']);
    expect([...ordered].sort()).toEqual(ids(run).sort());
  });

  it('keeps the rider’s own order; new stops after it, gone ones dropped', () => {
    const suggested = [stop('a', 'dhaka'), stop('b', 'dhaka'), stop('c', 'dhaka'), stop('d', 'dhaka')];
    expect(ids(applyKeptOrder(suggested, null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(applyKeptOrder(suggested, ['c', 'gone', 'a']))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('moves a stop one place earlier or later, not past either end', () => {
    expect(moveStop(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveStop(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveStop(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('places a dragged stop among the others, clamped to the ends', () => {
    expect(placeStop(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(placeStop(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(placeStop(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(placeStop(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(placeStop(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
    expect(placeStop(['a', 'b', 'c'], 'b', -4)).toEqual(['b', 'a', 'c']);
    expect(placeStop(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
  });

  it('finds where a dragged stop lands in one column (a phone)', () => {
    // Three other cards, 100 px tall with 16 px between them.
    const column = [0, 116, 232].map((top) => ({ top, bottom: top + 100, left: 16, right: 374 }));
    expect(dropIndex(column, 200, -30)).toBe(0);
    expect(dropIndex(column, 200, 40)).toBe(0);
    expect(dropIndex(column, 200, 60)).toBe(1);
    expect(dropIndex(column, 200, 108)).toBe(1);
    expect(dropIndex(column, 200, 180)).toBe(2);
    expect(dropIndex(column, 200, 900)).toBe(3);
  });

  it('finds where a dragged stop lands in two columns (a wide screen), in reading order', () => {
    const left = { left: 0, right: 300 };
    const right = { left: 316, right: 616 };
    const grid = [
      { top: 0, bottom: 100, ...left },
      { top: 0, bottom: 100, ...right },
      { top: 116, bottom: 216, ...left },
    ];
    expect(dropIndex(grid, 100, 20)).toBe(0);
    // Past the first card's middle, or beside it in the gap: after it, before the second.
    expect(dropIndex(grid, 100, 80)).toBe(1);
    expect(dropIndex(grid, 308, 20)).toBe(1);
    expect(dropIndex(grid, 400, 80)).toBe(2);
    expect(dropIndex(grid, 100, 150)).toBe(2);
    expect(dropIndex(grid, 400, 150)).toBe(3);
  });

  it('keeps the order per rider and per Dhaka day', () => {
    // 20:00 UTC is already the next day in Dhaka (UTC+6).
    expect(keptOrderKey('r1', new Date('2026-11-24T17:59:00Z'))).toBe('desh.runOrder.r1.2026-11-24');
    expect(keptOrderKey('r1', new Date('2026-11-24T18:01:00Z'))).toBe('desh.runOrder.r1.2026-11-25');
    expect(keptOrderKey('r2', new Date('2026-11-24T10:00:00Z'))).not.toBe(
      keptOrderKey('r1', new Date('2026-11-24T10:00:00Z')),
    );
  });
});

describe('the day ordered area by area (issue 62 item 8)', () => {
  const inArea = (parcelId: string, upazila: string | null, pin?: { lat: number; lng: number }) =>
    ({
      parcelId,
      parcel: { _id: parcelId, deliveryDistrict: 'dhaka', deliveryUpazila: upazila },
      earlierPlace: null,
      receiver: pin ? { pin: { ...pin, accuracyM: 10, at: '' } } : null,
    }) as unknown as RunItem;

  it('keeps each upazila’s stops together, even those without a pin, and orders the pins inside it', () => {
    const run = [
      inArea('uttara-1', 'uttara', { lat: 23.874, lng: 90.4 }),
      inArea('mirpur-loose', 'mirpur'),
      inArea('motijheel-loose', 'motijheel'),
      inArea('mirpur-far', 'mirpur', { lat: 23.83, lng: 90.36 }),
      inArea('uttara-2', 'uttara', { lat: 23.86, lng: 90.39 }),
      inArea('mirpur-near', 'mirpur', { lat: 23.8, lng: 90.37 }),
      inArea('motijheel-pin', 'motijheel', { lat: 23.733, lng: 90.418 }),
    ];
    const order = ids(suggestedOrder(run));
    // From Uttara (where the server's order starts) south through Mirpur to Motijheel, area by area.
    expect(order).toEqual([
      'uttara-1',
      'uttara-2',
      'mirpur-far',
      'mirpur-near',
      'mirpur-loose',
      'motijheel-pin',
      'motijheel-loose',
    ]);
  });

  it('says how far the run is between the places known, and nothing for a single place', () => {
    const run = [
      inArea('uttara', 'uttara', { lat: 23.874, lng: 90.4 }),
      inArea('motijheel', 'motijheel', { lat: 23.733, lng: 90.418 }),
    ];
    // About 15.8 km as the crow flies from Uttara to Motijheel.
    expect(runLengthKm(run)).toBe(16);
    expect(runLengthKm(run.slice(0, 1))).toBeNull();
    // Stops placed only at their district's centre say nothing of the distance.
    expect(runLengthKm([inArea('a', 'mirpur'), inArea('b', 'uttara-west')])).toBeNull();
    expect(runLengthKm([...run, inArea('c', 'gulshan')])).toBe(16);
  });
});
