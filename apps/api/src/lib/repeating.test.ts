import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeating.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startRepeating', () => {
  it('runs the first turn after firstMs, then every everyMs from the end of the last, through a failure', async () => {
    const turns: number[] = [];
    const errors: unknown[] = [];
    const repeating = startRepeating(
      async () => {
        turns.push(Date.now());
        if (turns.length === 2) throw new Error('database away');
      },
      { everyMs: 1_000, firstMs: 100, onError: (error) => errors.push(error) },
    );
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(2_150);
    expect(turns.map((at) => at - start)).toEqual([100, 1_100, 2_100]);
    expect(errors).toHaveLength(1);
    await repeating.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(turns).toHaveLength(3);
  });

  it('tells a running turn it is no longer wanted, and stop waits for it', async () => {
    let release: () => void = () => {};
    const wanted: boolean[] = [];
    const repeating = startRepeating(
      async (stillWanted) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        wanted.push(stillWanted());
      },
      { everyMs: 1_000, firstMs: 0, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(1);
    const stopped = repeating.stop();
    release();
    await stopped;
    expect(wanted).toEqual([false]);
  });
});
