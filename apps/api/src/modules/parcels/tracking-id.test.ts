import { trackingIdPattern } from '@desh/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { trackingClock } from '../../db/schema/index.ts';
import { runAtActionTime } from '../../lib/action-time.ts';
import { createTestDatabase } from '../../test/database.ts';
import { formatTrackingId, nextTrackingMs, takeTrackingMs } from './tracking-id.ts';

describe('formatTrackingId', () => {
  it('is DSH- followed by the millisecond timestamp', () => {
    expect(formatTrackingId(1_700_000_000_123)).toBe('DSH-1700000000123');
    expect(formatTrackingId(Date.now())).toMatch(/^DSH-\d{13}$/);
    expect(formatTrackingId(Date.now())).toMatch(trackingIdPattern);
  });

  it('refuses values that are not millisecond timestamps', () => {
    expect(() => formatTrackingId(1.5)).toThrow(RangeError);
    expect(() => formatTrackingId(-1)).toThrow(RangeError);
    expect(() => formatTrackingId(Number.NaN)).toThrow(RangeError);
  });
});

describe('nextTrackingMs', () => {
  it('uses the current millisecond, or one past the last one handed out', () => {
    expect(nextTrackingMs(100, 200)).toBe(200);
    expect(nextTrackingMs(200, 200)).toBe(201);
    expect(nextTrackingMs(500, 200)).toBe(501);
  });

  it('never repeats, whatever the clock does (even when it jumps back)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000_000_000_000 }), { minLength: 1 }), (clock) => {
        let last = 0;
        const seen = new Set<number>();
        for (const now of clock) {
          const next = nextTrackingMs(last, now);
          expect(next).toBeGreaterThan(last);
          expect(seen.has(next)).toBe(false);
          seen.add(next);
          last = next;
        }
      }),
    );
  });
});

describe('takeTrackingMs (the shared tracking clock)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('hands out distinct milliseconds to concurrent transactions', async () => {
    const before = Date.now();
    const values = await Promise.all(
      Array.from({ length: 300 }, () => database.db.transaction((tx) => takeTrackingMs(tx))),
    );
    expect(new Set(values).size).toBe(values.length);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(before - 1000);
    for (const value of values) expect(formatTrackingId(value)).toMatch(/^DSH-\d{13}$/);
  });

  it('moves past a clock value in the future instead of reusing the present', async () => {
    const future = Date.now() + 60_000;
    await database.db.update(trackingClock).set({ lastMs: future }).where(eq(trackingClock.id, 1));
    expect(await takeTrackingMs(database.db)).toBe(future + 1);
    expect(await takeTrackingMs(database.db)).toBe(future + 2);
  });

  it('gives the number back when the booking transaction rolls back', async () => {
    const last = await takeTrackingMs(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await takeTrackingMs(tx);
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    const [row] = await database.db.select().from(trackingClock).where(eq(trackingClock.id, 1));
    expect(row?.lastMs).toBe(last);
  });

  it('gives a command run at its own time (the demo past) that millisecond, still after the last one', async () => {
    const hoursAgo = Date.now() - 5 * 3_600_000;
    // In one transaction: the clock's row stays locked against other takers until the checks are done.
    const taken = await database.db.transaction(async (tx) => {
      await tx.update(trackingClock).set({ lastMs: 0 }).where(eq(trackingClock.id, 1));
      const first = await runAtActionTime(new Date(hoursAgo), () => takeTrackingMs(tx));
      const second = await runAtActionTime(new Date(hoursAgo), () => takeTrackingMs(tx));
      return { first, second, present: await takeTrackingMs(tx) };
    });
    expect(taken.first).toBe(hoursAgo);
    expect(taken.second).toBe(hoursAgo + 1);
    // Without a time of its own, the present.
    expect(taken.present).toBeGreaterThan(Date.now() - 60_000);
  });
});
