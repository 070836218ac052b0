import { describe, expect, it } from 'vitest';
import type { RunItem } from '../api/get-delivery-run';
import { applyKeptOrder, deliveryPlace, keptOrderKey, moveStop, suggestedOrder } from './stop-order';

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

  it('keeps the order per rider and per Dhaka day', () => {
    // 20:00 UTC is already the next day in Dhaka (UTC+6).
    expect(keptOrderKey('r1', new Date('2026-11-24T17:59:00Z'))).toBe('desh.runOrder.r1.2026-11-24');
    expect(keptOrderKey('r1', new Date('2026-11-24T18:01:00Z'))).toBe('desh.runOrder.r1.2026-11-25');
    expect(keptOrderKey('r2', new Date('2026-11-24T10:00:00Z'))).not.toBe(
      keptOrderKey('r1', new Date('2026-11-24T10:00:00Z')),
    );
  });
});
