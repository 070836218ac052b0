/**
 * Both locales group in lakhs (1,00,000), as Bangladeshi prices are written;
 * `en-IN` is used because Node's ICU has no `en-BD` data and would fall back to 1,000,000.
 */
const numberFormats = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }),
} as const;

const takaSign = '৳';

/** `৳1,250` / `৳১,২৫০`. The sign is placed by hand because Intl's `bn` currency style puts it after the number. */
export function formatTaka(amount: number, locale: 'en' | 'bn' = 'en'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as taka`);
  const digits = numberFormats[locale].format(Math.abs(amount));
  // Compare the rounded value so that -0.001 prints as ৳0, not -৳0.
  const negative = amount < 0 && numberFormats.en.format(Math.abs(amount)) !== '0';
  return `${negative ? '-' : ''}${takaSign}${digits}`;
}
