/**
 * Both locales group in lakhs (1,00,000), as Bangladeshi prices are written;
 * `en-IN` is used because Node's ICU has no `en-BD` data and would fall back to 1,000,000.
 * Whole taka show no decimals; any poisha show both digits (৳1,383.50, never ৳1,383.5).
 */
const wholeFormats = {
  en: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
} as const;
const exactFormats = {
  en: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

const takaSign = '৳';

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

/**
 * The one money formatter: `৳1,250` / `৳১,২৫০`, and `৳1,250.50` / `৳১,২৫০.৫০` when there are poisha.
 * The sign is placed by hand because Intl's `bn` currency style puts it after the number.
 */
export function formatPoisha(poisha: number, locale: 'en' | 'bn' = 'en'): string {
  const taka = poishaToTaka(poisha);
  const formats = poisha % poishaPerTaka === 0 ? wholeFormats : exactFormats;
  return `${poisha < 0 ? '-' : ''}${takaSign}${formats[locale].format(Math.abs(taka))}`;
}

/** A taka amount (an API answer's `deliveryFee`, say) formatted through its integer poisha. */
export function formatTaka(amount: number, locale: 'en' | 'bn' = 'en'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as taka`);
  return formatPoisha(takaToPoisha(amount), locale);
}

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
