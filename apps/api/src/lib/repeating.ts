export interface Repeating {
  /** Ends the repetition; waits for a turn that is running. */
  stop(): Promise<void>;
}

/**
 * Runs background work every `everyMs`, the next turn timed from the end of the last, so a slow turn
 * never overlaps the next. The first turn comes `firstMs` in: by default a few random seconds, so that
 * processes started together do not all look at once. A failed turn is reported and the next one tries
 * again. `work` is told whether it is still wanted, so a long turn can end early on stop.
 */
export function startRepeating(
  work: (stillWanted: () => boolean) => Promise<unknown>,
  {
    everyMs,
    firstMs = Math.round(Math.random() * 5000),
    onError,
  }: { everyMs: number; firstMs?: number; onError: (error: unknown) => void },
): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const turn = async () => {
    try {
      await work(() => !stopped);
    } catch (error) {
      onError(error);
    }
    if (!stopped) schedule(everyMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = turn();
    }, ms);
    timer.unref();
  };
  schedule(firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
