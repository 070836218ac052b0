import { describe, expect, it } from 'vitest';
import { idleTracker } from './idle-tracker.ts';

describe('idleTracker', () => {
  it('goes idle once the last of overlapping calls settles, resolved or rejected', async () => {
    let idle = 0;
    const calls = idleTracker(() => {
      idle += 1;
    });
    let finishFirst = () => {};
    let failSecond = (_: Error) => {};
    const first = calls.run(() => new Promise<string>((resolve) => (finishFirst = () => resolve('one'))));
    const second = calls.run(() => new Promise<string>((_, reject) => (failSecond = reject)));
    expect(calls.inFlight).toBe(2);
    finishFirst();
    expect(await first).toBe('one');
    expect(calls.inFlight).toBe(1);
    expect(idle).toBe(0);
    failSecond(new Error('refused'));
    await expect(second).rejects.toThrow('refused');
    expect(calls.inFlight).toBe(0);
    expect(idle).toBe(1);
  });

  it('counts a call that throws or answers at once as settled', () => {
    let idle = 0;
    const calls = idleTracker(() => {
      idle += 1;
    });
    expect(() =>
      calls.run(() => {
        throw new Error('bad input');
      }),
    ).toThrow('bad input');
    expect(calls.run(() => 7)).toBe(7);
    expect(calls.inFlight).toBe(0);
    expect(idle).toBe(2);
  });
});
