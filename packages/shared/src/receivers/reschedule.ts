import {
  receiverRescheduleMaxDaysAhead,
  receiverRescheduleMaxDaysPastPromise,
} from '../constants/receivers.ts';

const dayMs = 24 * 60 * 60 * 1000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * dayMs);

/** Friday is the weekly holiday: no deliveries go out. */
export const isFriday = (day: string) => new Date(toUtc(day)).getUTCDay() === 5;

export type RescheduleProblem =
  | 'not_a_day'
  | 'too_early'
  | 'too_late'
  | 'past_promise'
  | 'friday'
  | 'holiday';

/**
 * Why a receiver may not move their delivery to `day` (a Dhaka calendar day), or null when they may:
 * from tomorrow up to `receiverRescheduleMaxDaysAhead` days ahead, no more than
 * `receiverRescheduleMaxDaysPastPromise` days past the promised day (when there is one), never a Friday
 * nor a public holiday (`holidays`, the API's modules/holidays): no deliveries go out on either.
 */
export function rescheduleProblem(
  day: string,
  today: string,
  promisedDate: string | null,
  holidays: ReadonlySet<string>,
): RescheduleProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || fromUtc(toUtc(day)) !== day) return 'not_a_day';
  if (day <= today) return 'too_early';
  if (day > addDays(today, receiverRescheduleMaxDaysAhead)) return 'too_late';
  if (promisedDate && day > addDays(promisedDate, receiverRescheduleMaxDaysPastPromise)) {
    return 'past_promise';
  }
  if (isFriday(day)) return 'friday';
  if (holidays.has(day)) return 'holiday';
  return null;
}

/** Every day the receiver may choose, earliest first (what the page offers). */
export function rescheduleChoices(
  today: string,
  promisedDate: string | null,
  holidays: ReadonlySet<string>,
): string[] {
  const days: string[] = [];
  for (let ahead = 1; ahead <= receiverRescheduleMaxDaysAhead; ahead += 1) {
    const day = addDays(today, ahead);
    if (rescheduleProblem(day, today, promisedDate, holidays) === null) days.push(day);
  }
  return days;
}
