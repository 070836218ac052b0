/**
 * While any AsyncLocalStorage is enabled, Node 20 runs a promise hook for every promise the process
 * makes, whoever made it: promise-heavy code measured 2.6× slower with one store enabled. A store
 * read only by some calls is therefore switched off whenever none of them is in flight (its `run`
 * switches it on again); this tracker says when that is.
 */

/** Counts calls in flight and runs `whenIdle` each time the last one settles. */
export function idleTracker(whenIdle: () => void) {
  let inFlight = 0;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) whenIdle();
  };
  return {
    get inFlight() {
      return inFlight;
    },
    /** Runs `call`, counted until its result settles (a value that is not a promise settles at once). */
    run<T>(call: () => T): T {
      inFlight += 1;
      let result: T;
      try {
        result = call();
      } catch (error) {
        settled();
        throw error;
      }
      if (result instanceof Promise) result.then(settled, settled);
      else settled();
      return result;
    },
  };
}
