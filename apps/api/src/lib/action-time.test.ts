import { describe, expect, it } from 'vitest';
import { currentActionTime, runAtActionTime } from './action-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runAtActionTime', () => {
  it('keeps each action’s own time through its awaits while others start and finish', async () => {
    const early = new Date('2026-12-06T08:00:00Z');
    const late = new Date('2026-12-06T09:30:00Z');
    let finishLong = () => {};
    const long = runAtActionTime(early, async () => {
      await new Promise<void>((resolve) => (finishLong = resolve));
      return currentActionTime();
    });
    // A shorter action starts after and settles first: the store goes on serving the long one.
    const short = await runAtActionTime(late, async () => {
      await tick();
      return currentActionTime();
    });
    expect(short).toEqual(late);
    finishLong();
    expect(await long).toEqual(early);
    expect(currentActionTime()).toBeUndefined();
    // Switched off once idle, on again for the next action.
    expect(await runAtActionTime(late, async () => currentActionTime())).toEqual(late);
  });
});
