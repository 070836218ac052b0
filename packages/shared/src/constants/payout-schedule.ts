import { dhakaDate, dhakaMinuteOfDay } from '../format/dhaka-time.ts';

/**
 * The payout schedule (decision 054, "Schedule"): head office pays every payable of at least ৳100
 * (`minPayoutPoisha`) on Sundays and Wednesdays, Dhaka time; a payable there by 12:00 on a payout day
 * is paid that day, after noon it waits for the next one.
 */
export const payoutWeekdays = [0, 3] as const;
/** Minutes past Dhaka midnight on a payout day after which that day's payouts are under way. */
export const payoutCutoffMinute = 12 * 60;

/** The Dhaka day (YYYY-MM-DD) of the next scheduled payout, from `moment`. */
export function nextPayoutDay(moment: Date | number = Date.now()): string {
  const today = dhakaDate(moment);
  const start = Date.parse(`${today}T00:00:00Z`);
  const fromToday = dhakaMinuteOfDay(moment) < payoutCutoffMinute ? 0 : 1;
  for (let ahead = fromToday; ahead < fromToday + 7; ahead += 1) {
    const day = new Date(start + ahead * 24 * 60 * 60 * 1000);
    if ((payoutWeekdays as readonly number[]).includes(day.getUTCDay()))
      return day.toISOString().slice(0, 10);
  }
  throw new Error('no payout weekday in a week');
}
