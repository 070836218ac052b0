import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { advanceSettledTotals, settleMs } from './settled-totals.ts';

export interface TotalsKeeper {
  stop(): Promise<void>;
}

/**
 * Moves the settled totals forward in the background, every `everyMs`, so that no page's request pays
 * for it (a catch-up over a long history after a migration starts them again takes seconds). Every
 * process runs one; the watermarks' row locks let one of them move a source while the others skip it.
 */
export function startTotalsKeeper(
  db: Db,
  log: FastifyBaseLogger,
  {
    everyMs = settleMs,
    settle = settleMs,
    firstLookMs = Math.round(Math.random() * 5000),
  }: { everyMs?: number; settle?: number; firstLookMs?: number } = {},
): TotalsKeeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const look = async () => {
    try {
      await advanceSettledTotals(db, settle, { stillWanted: () => !stopped });
    } catch (error) {
      // The pages stay right without it (they count past the watermarks live); the next look retries.
      log.warn({ err: error }, 'settled totals could not move forward');
    }
    if (!stopped) schedule(everyMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = look();
    }, ms);
    timer.unref();
  };
  // The first look takes candidates; by default a few random seconds in, so processes started together differ.
  schedule(firstLookMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
