const formats = new Map<string, Intl.DateTimeFormat>();

/** A date and time as people in Bangladesh read it: always Asia/Dhaka time, in the page's language. */
export function formatDhakaDateTime(iso: string, language: string): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Dhaka',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
