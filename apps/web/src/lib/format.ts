/**
 * Numbers, dates and times as a person reads them in the page's language: in Bangla with Bangla
 * digits (১২৩) and a 24-hour clock (Bangla has no AM/PM of its own, and CLDR's `bn` writes the
 * English letters), in English as Bangladesh writes it (lakh grouping, day before month). Dates are
 * Asia/Dhaka's, whatever the phone's own time zone.
 */
const banglaZero = 0x09e6;
export const isBangla = (language: string) => language === 'bn';

/** Latin digits in `text` as Bangla digits when the language is Bangla (a year, a page number). */
export function localDigits(text: string | number, language: string): string {
  const value = String(text);
  return isBangla(language)
    ? value.replace(/[0-9]/g, (digit) => String.fromCharCode(banglaZero + Number(digit)))
    : value;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** 1,234 / ১,২৩৪ (lakh grouping in both: `en-IN`, since ICU has no `en-BD`). */
export function formatNumber(value: number, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-IN';
  return cached(`n-${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

export const dhaka = 'Asia/Dhaka';

/** 25 Nov 2026, 21:05 / ২৫ নভে, ২০২৬, ২১:০৫; the date alone without `withTime`. */
export function formatDhakaDateTime(iso: string, language: string, withTime = true): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  const format = cached(
    `dt-${locale}-${withTime}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: dhaka,
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' as const, hourCycle: 'h23' as const } : {}),
      }),
  );
  return format.format(new Date(iso));
}

/** A calendar day the API sends as `YYYY-MM-DD` (already a Dhaka day): 25 Nov 2026 / ২৫ নভে, ২০২৬. */
export function formatDay(day: string, language: string): string {
  const locale = isBangla(language) ? 'bn-BD' : 'en-GB';
  return cached(
    `d-${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }),
  ).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
