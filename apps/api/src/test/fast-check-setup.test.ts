import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaySettings } from './fast-check-setup.ts';

// Fails for any number from 500: shrinking walks down to exactly 500, through a path of several steps.
const atMost499 = fc.property(fc.integer({ min: 0, max: 100_000 }), (value) => {
  expect(value).toBeLessThan(500);
});

describe('property-based tests: seed, path and replay', () => {
  it('reads FC_SEED and FC_PATH, and refuses values that would replay nothing', () => {
    expect(replaySettings({})).toEqual({});
    expect(replaySettings({ FC_SEED: ' -1819918769 ', FC_PATH: '' })).toEqual({ seed: -1819918769 });
    expect(replaySettings({ FC_SEED: '42', FC_PATH: '3:0:12' })).toEqual({ seed: 42, path: '3:0:12' });
    expect(() => replaySettings({ FC_SEED: 'abc' })).toThrow('FC_SEED must be an integer');
    expect(() => replaySettings({ FC_SEED: '1.5' })).toThrow('FC_SEED must be an integer');
    expect(() => replaySettings({ FC_SEED: '42', FC_PATH: '3;0' })).toThrow('FC_PATH must look like');
    expect(() => replaySettings({ FC_PATH: '3:0' })).toThrow('only together with its FC_SEED');
  });

  it('prints the seed, the counterexample path and the command that replays the failure', () => {
    let message = '';
    try {
      fc.assert(atMost499, { seed: 42 });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Counterexample: [500]');
    const found = /Property failed with seed 42, counterexample path (\d+(?::\d+)*)\./.exec(message);
    expect(found).not.toBeNull();
    expect(message).toContain(
      `FC_SEED=42 FC_PATH=${found?.[1]} npx vitest run apps/api/src/test/fast-check-setup.test.ts -t ` +
        "'property-based tests: seed, path and replay prints the seed, the counterexample path and the command that replays the failure$'",
    );
  });

  it('replays exactly the counterexample when the seed and path are set globally, as FC_SEED and FC_PATH do', () => {
    const failure = fc.check(atMost499, { seed: 1234 });
    expect(failure.failed).toBe(true);
    expect(failure.counterexamplePath).toMatch(/:/);
    const before = fc.readConfigureGlobal();
    try {
      fc.configureGlobal({
        ...before,
        seed: failure.seed,
        path: failure.counterexamplePath ?? '',
      } as fc.GlobalParameters);
      const replayed = fc.check(atMost499);
      expect(replayed.failed).toBe(true);
      expect(replayed.numRuns).toBe(1);
      expect(replayed.counterexample).toEqual(failure.counterexample);
    } finally {
      fc.configureGlobal(before);
    }
  });
});
