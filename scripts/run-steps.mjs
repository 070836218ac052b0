// The order of `npm test`'s steps (scripts/test.mjs): a step starts once the steps it names in `after` have
// passed; steps marked `alone` (test runners that use every core) run with nothing beside them; the others
// run `side` at a time, in the list's order. A step marked `light` (one that mostly waits: the failover
// test sleeps through its kill, its failover and its restore) takes no core's place: it runs beside the
// one-core steps, never beside an `alone` step, and an `alone` step waits for it to end.
// The first failure starts nothing new and lets the running end.

/**
 * Runs `steps` ({ name, after?, alone?, light? }) through `run(step, together)`, which resolves true when
 * the step passed (`together` is false for a step that runs alone). Resolves true when every step passed.
 */
export async function runSteps(steps, run, side = 2) {
  const passed = new Set();
  const running = new Map();
  let failed = false;
  const ready = (step) =>
    !passed.has(step.name) && !running.has(step.name) && (step.after ?? []).every((n) => passed.has(n));
  while (!failed && passed.size < steps.length) {
    const now = [...running.values()].map((entry) => entry.step);
    const aloneRunning = now.some((step) => step.alone);
    const busy = now.filter((step) => !step.light).length;
    const waiting = steps.filter(ready);
    let next;
    if (!aloneRunning) {
      next =
        waiting.find((step) => step.light) ??
        (busy < side ? waiting.find((step) => !step.alone && !step.light) : undefined) ??
        (running.size === 0 ? waiting.find((step) => step.alone) : undefined);
    }
    if (!next) {
      if (running.size === 0)
        throw new Error('npm test: no step can start (a step waits for one never listed)');
      await Promise.race([...running.values()].map((entry) => entry.done));
      continue;
    }
    const step = next;
    const done = Promise.resolve(run(step, !step.alone)).then((ok) => {
      running.delete(step.name);
      if (ok) passed.add(step.name);
      else failed = true;
    });
    running.set(step.name, { step, done });
  }
  await Promise.all([...running.values()].map((entry) => entry.done));
  return !failed;
}
