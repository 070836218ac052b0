/**
 * Bangladesh keeps UTC+6 all year (no daylight saving): a Dhaka day starts at 18:00 UTC the day
 * before. The one place the courier's day is worked out, for the API and the web alike.
 */
export const dhakaOffsetMs = 6 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The Dhaka calendar day (YYYY-MM-DD) of a moment. */
export function dhakaDate(moment: Date | number = Date.now()): string {
  const ms = typeof moment === 'number' ? moment : moment.getTime();
  return new Date(ms + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** The moment a Dhaka calendar day (YYYY-MM-DD) begins. */
export function dhakaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - dhakaOffsetMs);
}

/** The moment the Dhaka day after `day` begins: the end of `day`, exclusive. */
export function dhakaDayEnd(day: string): Date {
  return new Date(dhakaDayStart(day).getTime() + dayMs);
}

/** A moment as Dhaka wall-clock time, `YYYY-MM-DD HH:MM` (for CSV files and logs read by people). */
export function dhakaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + dhakaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

/** Minutes past Dhaka midnight at a moment (0–1439): cut-offs are wall-clock times in Dhaka. */
export function dhakaMinuteOfDay(moment: Date | number = Date.now()): number {
  const ms = typeof moment === 'number' ? moment : moment.getTime();
  const inDay = (((ms + dhakaOffsetMs) % dayMs) + dayMs) % dayMs;
  return Math.floor(inDay / 60_000);
}

/** The calendar day `days` after (or before, when negative) `day`, both YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Day of the week of a calendar day: 0 is Sunday, 5 is Friday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
