import { cached, dhaka, isBangla } from './format';

/**
 * Clock times, deadlines and weekdays for the signed-in pages, in the page's language and Asia/Dhaka's
 * time. Not in format.ts: that one travels with the landing page (its translations' digits and the error
 * wording), whose script budget is full.
 */
/** 21:05 / ২১:০৫ in Asia/Dhaka. */
export function formatDhakaTime(iso: string, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  return cached(
    `t-${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: dhaka,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(iso));
}

/** A deadline as its short weekday and Dhaka time: Tue 18:00 / মঙ্গল ১৮:০০. */
export function formatDhakaDeadline(iso: string, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  return cached(
    `dl-${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: dhaka,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(iso));
}

/** A recent `YYYY-MM-DD` Dhaka day, short: Mon 7 Dec / সোম ৭ ডিসে (a rider's parcel out since that day). */
export function formatShortWeekday(day: string, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  return cached(
    `ws-${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
  ).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A `YYYY-MM-DD` Dhaka day with its weekday: Sunday 13 December / রবিবার ১৩ ডিসেম্বর. */
export function formatWeekday(day: string, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  return cached(
    `w-${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
  ).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
