import {
  type DecisionChoice,
  type DecisionMaker,
  defaultDecisionChoice,
  shopCorrectableStatuses,
} from '@desh/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryAttempts, parcels } from '../../db/schema/index.ts';
import { transaction } from '../../db/transactions.ts';
import { type Repeating, startRepeating } from '../../lib/repeating.ts';
import { enqueueDecisionMade } from '../webhooks/webhooks.service.ts';

// The decision after a failed attempt (decision 052): its deadline, who made it, and the clock that
// applies the default when nobody answered in time.

/** The decision of a parcel's latest failed attempt that asked for one, open or made; null: none asked. */
export async function latestDecisionOf(db: Db, parcelId: string) {
  const [row] = await db
    .select({
      attemptNo: deliveryAttempts.attemptNo,
      decideBy: deliveryAttempts.decideBy,
      decision: deliveryAttempts.decision,
      decidedBy: deliveryAttempts.decidedBy,
      decidedAt: deliveryAttempts.decidedAt,
    })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.parcelId, parcelId), isNotNull(deliveryAttempts.decideBy)))
    .orderBy(desc(deliveryAttempts.attemptNo))
    .limit(1);
  if (!row?.decideBy) return null;
  return {
    decideBy: row.decideBy.toISOString(),
    choice: row.decision,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/**
 * Records the decision on the parcel's open failed attempt, in the caller's transaction with the
 * parcel row locked: the shop's choice (a correction for another attempt, the return) and the
 * deadline's default go through here alike, and the shop's `parcel.decision_made` webhook leaves with
 * it. The first decision counts; a later one (a second correction) changes nothing here. Answers
 * whether this call made it.
 */
export async function decideAfterFailedAttempt(
  tx: Tx,
  parcelId: string,
  decision: { choice: DecisionChoice; by: DecisionMaker; at: Date },
): Promise<boolean> {
  const [made] = await tx
    .update(deliveryAttempts)
    .set({ decision: decision.choice, decidedBy: decision.by, decidedAt: decision.at })
    .where(
      and(
        eq(deliveryAttempts.parcelId, parcelId),
        isNotNull(deliveryAttempts.decideBy),
        isNull(deliveryAttempts.decision),
      ),
    )
    .returning({ attemptNo: deliveryAttempts.attemptNo });
  if (!made) return false;
  await enqueueDecisionMade(tx, {
    parcelId,
    attemptNo: made.attemptNo,
    choice: decision.choice,
    decidedBy: decision.by,
    at: decision.at,
  });
  return true;
}

/** How many parcels one look decides at most; the rest wait a minute for the next. */
const decisionsPerLook = 200;

/**
 * One look of the decision clock: every parcel still with its rider after a failed attempt whose
 * deadline passed unanswered gets the default (`another_attempt`: the hub hands it out again),
 * recorded as applied by default at `now`. Each parcel in a transaction of its own with its row
 * locked (SKIP LOCKED: a parcel a person is deciding on right now, or another process is, waits for
 * the next look), and the decision made only while open, so any number of processes apply it once.
 * Answers the parcels it decided.
 */
export async function applyDueDecisions(db: Db, now: Date = new Date()): Promise<string[]> {
  const due = await db
    .select({ parcelId: deliveryAttempts.parcelId })
    .from(deliveryAttempts)
    .innerJoin(parcels, eq(parcels.id, deliveryAttempts.parcelId))
    .where(
      and(
        isNull(deliveryAttempts.decision),
        lte(deliveryAttempts.decideBy, now),
        inArray(parcels.status, [...shopCorrectableStatuses]),
      ),
    )
    .orderBy(asc(deliveryAttempts.decideBy))
    .limit(decisionsPerLook);
  const decided: string[] = [];
  for (const { parcelId } of due) {
    const made = await transaction(db, async (tx) => {
      const [row] = await tx
        .select({ status: parcels.status })
        .from(parcels)
        .where(eq(parcels.id, parcelId))
        .for('update', { skipLocked: true });
      // Taken by someone else, or no longer with the rider (the hub's hand-out applies the default then).
      if (!row || !(shopCorrectableStatuses as readonly string[]).includes(row.status)) return false;
      return decideAfterFailedAttempt(tx, parcelId, {
        choice: defaultDecisionChoice,
        by: 'default',
        at: now,
      });
    });
    if (made) decided.push(parcelId);
  }
  return decided;
}

/** How often the clock looks: deadlines are whole hours, a minute late is nothing. */
export const decisionLookMs = 60_000;

export type DecisionClock = Repeating;

/** Applies due defaults in the background; every process runs one, the row locks share the work. */
export function startDecisionClock(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = decisionLookMs, firstLookMs }: { everyMs?: number; firstLookMs?: number } = {},
): DecisionClock {
  return startRepeating(() => applyDueDecisions(db), {
    everyMs,
    firstMs: firstLookMs,
    // A late default, not a lost one: the next look applies it.
    onError: (error) => log.warn({ err: error }, 'due decisions could not be applied'),
  });
}
