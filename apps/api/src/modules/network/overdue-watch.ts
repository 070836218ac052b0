import { bagArrivalGraceMinutes } from '@desh/shared';
import type { FastifyBaseLogger } from 'fastify';
import { takeTurn } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transactions.ts';
import { type Repeating, startRepeating } from '../../lib/repeating.ts';
import { recordOverdueBags } from './network.repository.ts';

/** How often the watch looks for overdue bags: a minute is nothing against a grace of hours. */
export const overdueLookMs = 60_000;

/**
 * One look for overdue bags (issue 60): a bag still on its trip `bagArrivalGraceMinutes` after the
 * trip's first bag came in becomes a `bag_overdue` exception. One process at a time (an advisory lock
 * held for the look's transaction; the others skip their turn), and each bag once ever. Answers how
 * many it recorded, or null when another process had the turn.
 */
export async function lookForOverdueBags(db: Db): Promise<number | null> {
  return transaction(db, async (tx) => {
    if (!(await takeTurn(tx, 'network.bag_overdue'))) return null;
    return recordOverdueBags(tx, bagArrivalGraceMinutes);
  });
}

export type OverdueWatch = Repeating;

/**
 * Looks for overdue bags in the background, every `everyMs`, so that no read writes (the hub's
 * exceptions, the board and the trips only read). Every process runs one; the advisory lock lets one
 * of them look at a time.
 */
export function startOverdueWatch(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = overdueLookMs, firstLookMs }: { everyMs?: number; firstLookMs?: number } = {},
): OverdueWatch {
  return startRepeating(() => lookForOverdueBags(db), {
    everyMs,
    firstMs: firstLookMs,
    // A late report, not a lost one: the next look records it.
    onError: (error) => log.warn({ err: error }, 'overdue bags could not be looked for'),
  });
}
