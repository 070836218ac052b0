import { dhakaDate, type ParcelStatus, parcelStatuses, shiftDay, statsDays } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { advanceSource, readTotals, settledSources, totalNames } from './settled-totals.repository.ts';

/**
 * How long a number must have been handed out before its row counts as settled. Transactions here
 * last seconds (statements stop at 30 s, an idle transaction at 60 s: db/client.ts); an hour leaves
 * no doubt, and what happened within it is counted live, over an index range of about an hour's rows.
 */
export const settleMs = 60 * 60 * 1000;
/** How often a process looks whether the totals can move forward, at most. */
const checkEveryMs = 60 * 1000;
const nextCheckAt = new WeakMap<Db, number>();

/** Moves every source's totals forward as far as has settled (exported for tests, which settle at once). */
export async function advanceSettledTotals(db: Db, settle = settleMs): Promise<void> {
  for (const source of settledSources) await advanceSource(db, source, settle);
}

export interface HistoryTotals {
  /** Bookings on each of the last `statsDays` Asia/Dhaka days, oldest first, empty days as 0; the last is today. */
  bookingsPerDay: Array<{ date: string; count: number }>;
  parcelsByStatus: Record<ParcelStatus, number>;
  codCollectedPoisha: number;
}

/**
 * The dashboard's figures over history: bookings a day, every parcel by status and the cash collected at
 * doors, of all time, at a cost that follows the parcels on their way and the last hour, not the years
 * behind them (docs/decisions/035).
 */
export async function historyTotals(db: Db, now = Date.now()): Promise<HistoryTotals> {
  if (now >= (nextCheckAt.get(db) ?? 0)) {
    nextCheckAt.set(db, now + checkEveryMs);
    await advanceSettledTotals(db);
  }
  const today = dhakaDate(now);
  const days = Array.from({ length: statsDays }, (_, index) => shiftDay(today, index - (statsDays - 1)));
  const totals = await readTotals(db, days);
  return {
    bookingsPerDay: days.map((date) => ({ date, count: totals.get(totalNames.booked(date)) ?? 0 })),
    parcelsByStatus: Object.fromEntries(
      parcelStatuses.map((status) => [status, totals.get(totalNames.parcels(status)) ?? 0]),
    ) as Record<ParcelStatus, number>,
    codCollectedPoisha: totals.get(totalNames.codCollected) ?? 0,
  };
}
