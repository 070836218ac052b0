import { dhakaDate, dhakaMinuteOfDay, payoutCutoffMinute, payoutWeekdays, weekdayOf } from '@desh/shared';
import { and, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { takeTurn } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { payoutAccounts, payoutRequests } from '../../db/schema/index.ts';
import { transaction } from '../../db/transactions.ts';
import { type Repeating, startRepeating } from '../../lib/repeating.ts';
import { tryOpenPayoutRequest } from './payout-requests.service.ts';

/** How often the schedule looks: on a payout day a merchant's ask is opened within minutes of noon. */
export const scheduledPayoutLookMs = 5 * 60_000;

/** The payout day (Dhaka, YYYY-MM-DD) whose payouts are due at `now`, or null before noon or on other days. */
export function duePayoutDay(now: Date): string | null {
  const day = dhakaDate(now);
  if (!(payoutWeekdays as readonly number[]).includes(weekdayOf(day))) return null;
  return dhakaMinuteOfDay(now) >= payoutCutoffMinute ? day : null;
}

/** The schedule's key for one merchant on one payout day: the same merchant and day are asked once, ever. */
export const scheduledPayoutKey = (merchantId: string, day: string) => `schedule:${merchantId}:${day}`;

/**
 * One look of the payout schedule (decision 054, "Schedule"): from 12:00 Dhaka on a Sunday or
 * Wednesday, every merchant whose payout account is past its hold, with no open request and at least
 * ৳100 payable, gets a payout request for its whole payable (`source: 'schedule'`), through the same
 * `openPayoutRequest` as the merchant's own click; head office pays it as any request. One process at
 * a time (an advisory lock held for the look's transaction; the others skip their turn), and one
 * request per merchant per payout day (its key, unique). Answers the merchants asked for, or null when
 * another process had the turn.
 */
export async function runPayoutSchedule(db: Db, now: Date = new Date()): Promise<string[] | null> {
  const day = duePayoutDay(now);
  if (!day) return [];
  return transaction(db, async (tx) => {
    if (!(await takeTurn(tx, 'ledger.payout_schedule'))) return null;
    const candidates = await tx
      .select({ merchantId: payoutAccounts.merchantId })
      .from(payoutAccounts)
      .where(
        and(
          // A new or changed account waits out its hold (decision 038) before anything is paid to it.
          or(isNull(payoutAccounts.heldUntil), lte(payoutAccounts.heldUntil, now)),
          notExists(
            tx
              .select({ id: payoutRequests.id })
              .from(payoutRequests)
              .where(
                and(
                  sql`${payoutRequests.merchantId} = ${payoutAccounts.merchantId}`,
                  isNull(payoutRequests.payoutId),
                ),
              ),
          ),
        ),
      )
      .orderBy(payoutAccounts.merchantId);
    const asked: string[] = [];
    for (const { merchantId } of candidates) {
      // A request the merchant opened since the list was read, or a payable below ৳100, is skipped
      // (a refusal thrown would end the whole look); a merchant already asked today answers its key.
      const done = await tryOpenPayoutRequest(tx, {
        merchantId,
        key: scheduledPayoutKey(merchantId, day),
        source: 'schedule',
      });
      if (done.refused === undefined && done.created) asked.push(merchantId);
    }
    return asked;
  });
}

export type PayoutSchedule = Repeating;

/** Runs the payout schedule in the background; every process runs one, the advisory lock lets one look. */
export function startPayoutSchedule(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = scheduledPayoutLookMs, firstLookMs }: { everyMs?: number; firstLookMs?: number } = {},
): PayoutSchedule {
  return startRepeating(() => runPayoutSchedule(db), {
    everyMs,
    firstMs: firstLookMs,
    // A late ask, not a lost one: the next look opens it.
    onError: (error) => log.warn({ err: error }, 'scheduled payouts could not be opened'),
  });
}
