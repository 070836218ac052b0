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

/** Poisha in a taka: every amount the server stores or sums is an integer number of poisha. */
export const poishaPerTaka = 100;

/** A taka amount from a form or an API body (at most two decimals are meaningful) as integer poisha. */
export function takaToPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError(`Cannot convert ${taka} taka to poisha`);
  return Math.round(taka * poishaPerTaka);
}

/** Integer poisha as a taka number, for answers whose contract is in taka (the spec's `deliveryFee`). */
export function poishaToTaka(poisha: number): number {
  if (!Number.isSafeInteger(poisha)) throw new RangeError(`Poisha must be a safe integer, got ${poisha}`);
  return poisha / poishaPerTaka;
}

/** `৳1,250.50` / `৳১,২৫০.৫০`: two decimals only when there are poisha. */
export function formatPoisha(poisha: number, locale: 'en' | 'bn' = 'en'): string {
  const taka = poishaToTaka(poisha);
  if (poisha % poishaPerTaka === 0) return formatTaka(taka, locale);
  const digits = exactFormats[locale].format(Math.abs(taka));
  return `${poisha < 0 ? '-' : ''}${takaSign}${digits}`;
}

const exactFormats = {
  en: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

const takaInput = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Parses what someone typed as taka ("1500", "1,500.5", "১৫০০") into integer poisha without ever
 * going through a float; undefined when it is not an amount.
 */
export function parseTakaInput(input: string): number | undefined {
  const latin = input
    .trim()
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[,\s৳]/g, '');
  const match = takaInput.exec(latin);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const poisha = whole * poishaPerTaka + fraction;
  return Number.isSafeInteger(poisha) ? poisha : undefined;
}
