import { describe, expect, it } from 'vitest';
import { runSteps } from './run-steps.mjs';

/** A fake step runner: notes what ran beside what, each step taking a tick; `fails` names failing steps. */
function recorder(fails = []) {
  const log = [];
  const now = new Set();
  const run = async (step, together) => {
    now.add(step.name);
    log.push({ name: step.name, together, beside: [...now].filter((name) => name !== step.name) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    now.delete(step.name);
    return !fails.includes(step.name);
  };
  return { log, run };
}

describe("npm test's step order", () => {
  it('runs steps two at a time and a step marked alone with nothing beside it', async () => {
    const { log, run } = recorder();
    const ok = await runSteps(
      [
        { name: 'typecheck' },
        { name: 'lint' },
        { name: 'vitest', alone: true, after: ['typecheck', 'lint', 'budget'] },
        { name: 'build' },
        { name: 'budget', after: ['build'] },
        { name: 'e2e', alone: true, after: ['vitest'] },
      ],
      run,
    );
    expect(ok).toBe(true);
    expect(log.map((entry) => entry.name)).toEqual(['typecheck', 'lint', 'build', 'budget', 'vitest', 'e2e']);
    expect(log.find((entry) => entry.name === 'lint')?.beside).toEqual(['typecheck']);
    expect(Math.max(...log.map((entry) => entry.beside.length))).toBe(1);
    for (const name of ['vitest', 'e2e']) {
      expect(log.find((entry) => entry.name === name)).toEqual({ name, together: false, beside: [] });
    }
  });

  it('runs a light step beside two one-core steps, never beside a step marked alone', async () => {
    const log = [];
    const now = new Set();
    const ticks = { build: 1, failover: 6, typecheck: 4, lint: 4, checks: 2 };
    const run = async (step, together) => {
      now.add(step.name);
      log.push({ name: step.name, together, beside: [...now].filter((name) => name !== step.name).sort() });
      await new Promise((resolve) => setTimeout(resolve, 5 * (ticks[step.name] ?? 1)));
      now.delete(step.name);
      return true;
    };
    const ok = await runSteps(
      [
        { name: 'build' },
        { name: 'typecheck' },
        { name: 'lint' },
        { name: 'checks', after: ['build'] },
        { name: 'failover', light: true, after: ['build'] },
        { name: 'vitest', alone: true, after: ['typecheck', 'lint', 'checks'] },
        { name: 'e2e', alone: true, after: ['vitest', 'failover'] },
      ],
      run,
    );
    expect(ok).toBe(true);
    const failover = log.find((entry) => entry.name === 'failover');
    // It started the moment the build passed, beside typecheck, and took no core's place from lint.
    expect(failover).toEqual({ name: 'failover', together: true, beside: ['typecheck'] });
    expect(log.find((entry) => entry.name === 'lint')?.beside).toEqual(['failover', 'typecheck']);
    // Vitest waited for it (failover outlasts the one-core steps) and ran with nothing beside it.
    expect(log.find((entry) => entry.name === 'vitest')).toEqual({
      name: 'vitest',
      together: false,
      beside: [],
    });
    expect(log.map((entry) => entry.name)).toEqual([
      'build',
      'typecheck',
      'failover',
      'lint',
      'checks',
      'vitest',
      'e2e',
    ]);
  });

  it('starts a step only after the steps it needs have passed', async () => {
    const { log, run } = recorder();
    await runSteps([{ name: 'spectral', after: ['document'] }, { name: 'document' }, { name: 'lint' }], run);
    expect(log.map((entry) => entry.name)).toEqual(['document', 'lint', 'spectral']);
  });

  it('starts nothing after a failure, lets the running step end, and fails', async () => {
    const { log, run } = recorder(['typecheck']);
    const ok = await runSteps(
      [{ name: 'typecheck' }, { name: 'lint' }, { name: 'build' }, { name: 'e2e', alone: true }],
      run,
    );
    expect(ok).toBe(false);
    expect(log.map((entry) => entry.name)).toEqual(['typecheck', 'lint']);
  });

  it('refuses a step that waits for one never listed', async () => {
    const { run } = recorder();
    await expect(runSteps([{ name: 'spectral', after: ['document'] }], run)).rejects.toThrow(
      /no step can start/,
    );
  });
});
