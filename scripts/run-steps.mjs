// The order of `npm test`'s steps (scripts/test.mjs): a step starts once the steps it names in `after` have
// passed; steps marked `alone` (test runners that use every core) run with nothing beside them; the others
// run `side` at a time, in the list's order. The first failure starts nothing new and lets the running end.

/**
 * Runs `steps` ({ name, after?, alone? }) through `run(step, together)`, which resolves true when the step
 * passed (`together` is false for a step that runs alone). Resolves true when every step passed.
 */
export async function runSteps(steps, run, side = 2) {
  const passed = new Set();
  const running = new Map();
  let failed = false;
  const ready = (step) =>
    !passed.has(step.name) && !running.has(step.name) && (step.after ?? []).every((n) => passed.has(n));
  while (!failed && passed.size < steps.length) {
    const aloneRunning = [...running.values()].some((entry) => entry.step.alone);
    const waiting = steps.filter(ready);
    let next;
    if (!aloneRunning && running.size < side) {
      next = waiting.find((step) => !step.alone) ?? (running.size === 0 ? waiting[0] : undefined);
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
