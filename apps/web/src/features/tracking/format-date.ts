const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time (or the date alone) as people in Bangladesh read it: always Asia/Dhaka time, in the
 * page's language.
 */
export function formatDhakaDateTime(iso: string, language: string, withTime = true): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  const key = `${locale}-${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Dhaka',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' as const } : {}),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
