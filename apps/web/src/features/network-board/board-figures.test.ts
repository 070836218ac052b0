import { describe, expect, it } from 'vitest';
import { ageSince, type BoardHub, boardTotals, emptyTotals, isQuiet, readLastHolder } from './board-figures';

const hub = (code: string, figures: Partial<BoardHub>): BoardHub => ({
  hub: { id: code.toLowerCase(), code, name: code, nameBn: code },
  ...emptyTotals(),
  ...figures,
});

describe('boardTotals', () => {
  it('sums every count and keeps the oldest parcel of all hubs', () => {
    const totals = boardTotals([
      hub('DHK-MIR', { atHub: 3, stuck: 1, openExceptions: 2, oldestAtHubSince: '2026-11-20T10:00:00.000Z' }),
      hub('DHK-SC', { atHub: 5, awaitingPickup: 4, bagsToDispatch: 1 }),
      hub('RNG', {
        atHub: 1,
        tripsIncoming: 2,
        pastPromise: 3,
        oldestAtHubSince: '2026-11-18T08:00:00.000Z',
      }),
    ]);
    expect(totals).toEqual({
      awaitingPickup: 4,
      atHub: 9,
      openBags: 0,
      bagsToDispatch: 1,
      tripsIncoming: 2,
      outForDelivery: 0,
      openExceptions: 2,
      pastPromise: 3,
      stuck: 1,
      oldestAtHubSince: '2026-11-18T08:00:00.000Z',
    });
  });

  it('has no oldest parcel when no hub holds one', () => {
    expect(boardTotals([hub('DHK-MIR', { awaitingPickup: 2 })]).oldestAtHubSince).toBeNull();
  });
});

describe('ageSince', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const before = (ms: number) => new Date(now - ms).toISOString();
  const minutes = 60_000;
  const hours = 60 * minutes;

  it('reads minutes within the first hour, hours up to two days, then days', () => {
    expect(ageSince(before(59 * minutes), now)).toEqual({ unit: 'minute', value: 59 });
    expect(ageSince(before(3 * hours + 20 * minutes), now)).toEqual({ unit: 'hour', value: 3 });
    expect(ageSince(before(30 * hours), now)).toEqual({ unit: 'hour', value: 30 });
    expect(ageSince(before(48 * hours), now)).toEqual({ unit: 'day', value: 2 });
    expect(ageSince(before(80 * hours), now)).toEqual({ unit: 'day', value: 3 });
  });

  it('never reads a negative age when the clock runs ahead', () => {
    expect(ageSince(new Date(now + 5 * minutes).toISOString(), now)).toEqual({ unit: 'minute', value: 0 });
  });
});

describe('readLastHolder', () => {
  it('reads kind:id and a bare kind', () => {
    expect(readLastHolder('hub:dhk-mir')).toEqual({ kind: 'hub', id: 'dhk-mir' });
    expect(readLastHolder('bag:BAG-7K2Q')).toEqual({ kind: 'bag', id: 'BAG-7K2Q' });
    expect(readLastHolder('merchant')).toEqual({ kind: 'merchant', id: null });
  });

  it('leaves anything else to be shown as it is', () => {
    expect(readLastHolder('Bag BAG-7K2Q, sealed at Mirpur hub')).toBeNull();
    expect(readLastHolder('truck:12')).toBeNull();
  });
});

describe('isQuiet', () => {
  it('is true only when every figure is zero', () => {
    expect(isQuiet(hub('BOG', {}))).toBe(true);
    expect(isQuiet(hub('BOG', { tripsIncoming: 1 }))).toBe(false);
    expect(isQuiet(hub('BOG', { openExceptions: 1 }))).toBe(false);
  });
});
