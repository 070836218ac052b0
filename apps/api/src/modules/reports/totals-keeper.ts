import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Repeating, startRepeating } from '../../lib/repeating.ts';
import { advanceSettledTotals, settleMs } from './settled-totals.ts';

export type TotalsKeeper = Repeating;

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
    firstLookMs,
  }: { everyMs?: number; settle?: number; firstLookMs?: number } = {},
): TotalsKeeper {
  return startRepeating((stillWanted) => advanceSettledTotals(db, settle, { stillWanted }), {
    everyMs,
    firstMs: firstLookMs,
    // The pages stay right without it (they count past the watermarks live); the next look retries.
    onError: (error) => log.warn({ err: error }, 'settled totals could not move forward'),
  });
}
