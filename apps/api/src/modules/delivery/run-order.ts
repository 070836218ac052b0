import type { ParcelStatus } from '@desh/shared';

const rankByStatus: Partial<Record<ParcelStatus, number>> = {
  out_for_delivery: 0,
  in_transit: 1,
  failed: 2,
  picked_up: 3,
  assigned: 4,
  returning: 5,
};
/** After every parcel of the day: finished ones, and any status the run does not work. */
const lastRank = 9;
/** A parcel rescheduled to a later day drops behind the day's work, keeping its place among its kind. */
const laterDayPenalty = 5;

interface RunEntry {
  parcel: { status: ParcelStatus };
  /** The day (YYYY-MM-DD) the receiver asked for, if the last attempt was a reschedule. */
  rescheduledFor: string | null;
}

/**
 * The order to work a rider's run on `today` (a Dhaka day): at the door first, then ready to go out
 * (a rescheduled parcel waits for its day), then still to collect, then returns; finished ones last.
 * Entries of the same rank keep the order they came in.
 */
export function orderRun<T extends RunEntry>(entries: readonly T[], today: string): T[] {
  const rank = (entry: T) =>
    (rankByStatus[entry.parcel.status] ?? lastRank) +
    (entry.rescheduledFor !== null && entry.rescheduledFor > today ? laterDayPenalty : 0);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}
