import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prebuiltQueries, slot } from '../../db/prebuilt-query.ts';
import { trackingClock } from '../../db/schema/index.ts';
import { currentActionTime } from '../../lib/action-time.ts';

export const trackingIdPrefix = 'DSH-';

export function formatTrackingId(ms: number): string {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError(`Not a millisecond timestamp: ${ms}`);
  return `${trackingIdPrefix}${ms}`;
}

/** The clock rule in one place: the current millisecond, unless it was already handed out. */
export function nextTrackingMs(lastMs: number, nowMs: number): number {
  return Math.max(lastMs + 1, nowMs);
}

/** The clock rule in SQL, on tracking_clock's own column: greater than the last one, else the database's now. */
export const nextClockMsSql = sql.raw(
  'greatest(last_ms + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)',
);

/**
 * Takes the next tracking-ID millisecond from the one-row `tracking_clock` (the same rule as
 * `nextTrackingMs`, done in SQL). The row lock makes it unique across every server process, even
 * for bookings inside one millisecond; the database's clock is used so servers with skewed clocks
 * still agree. A booking takes it in a statement of its own, before its transaction, so the lock is not
 * held across the booking's round trips (a booking that then fails leaves a gap); a return leg takes it
 * inside its transaction.
 */
export async function takeTrackingMs(tx: Executor): Promise<number> {
  // A command run at its own time (lib/action-time.ts: the demo's past) takes that millisecond, still
  // after the last one handed out.
  const at = currentActionTime();
  const [row] = at
    ? await advanceClock(tx, 'to the action time', { atMs: at.getTime() })
    : await advanceClock(tx, 'to now', {});
  if (!row) throw new Error('tracking_clock row 1 is missing; run the migrations');
  return Number(row.lastMs);
}

/** The clock's statement, built once for each of its two rules (every booking runs one). */
const advanceClock = prebuiltQueries((tx: Executor, rule: 'to now' | 'to the action time') =>
  tx
    .update(trackingClock)
    .set({
      lastMs: rule === 'to now' ? nextClockMsSql : sql`greatest(last_ms + 1, ${slot('atMs')}::bigint)`,
    })
    .where(eq(trackingClock.id, sql`1`))
    .returning({ lastMs: trackingClock.lastMs }),
);
