import type { ParcelStatus } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { orderRun } from './run-order.ts';

const entry = (id: string, status: ParcelStatus, rescheduledFor: string | null = null) => ({
  id,
  parcel: { status },
  rescheduledFor,
});
const ids = (entries: Array<{ id: string }>) => entries.map((item) => item.id);

describe('orderRun', () => {
  it('works the door first, then what is ready to go out, then pickups, then returns, finished last', () => {
    const run = [
      entry('done', 'delivered'),
      entry('return', 'returning'),
      entry('pickup', 'assigned'),
      entry('carried', 'picked_up'),
      entry('again', 'failed'),
      entry('moving', 'in_transit'),
      entry('door', 'out_for_delivery'),
    ];
    expect(ids(orderRun(run, '2026-11-24'))).toEqual([
      'door',
      'moving',
      'again',
      'carried',
      'pickup',
      'return',
      'done',
    ]);
  });

  it('puts a parcel rescheduled to a later day behind the day’s work, and brings it back on its day', () => {
    const run = [
      entry('tomorrow', 'failed', '2026-11-25'),
      entry('pickup', 'assigned'),
      entry('today', 'failed', '2026-11-24'),
    ];
    expect(ids(orderRun(run, '2026-11-24'))).toEqual(['today', 'pickup', 'tomorrow']);
    expect(ids(orderRun(run, '2026-11-25'))).toEqual(['tomorrow', 'today', 'pickup']);
  });

  it('keeps the order parcels came in within one rank', () => {
    const run = [
      entry('a', 'out_for_delivery'),
      entry('b', 'out_for_delivery'),
      entry('c', 'out_for_delivery'),
    ];
    expect(ids(orderRun(run, '2026-11-24'))).toEqual(['a', 'b', 'c']);
  });
});
