import {
  formatTaka,
  type PriceCalculatorFlash,
  priceCalculatorFields,
  priceCalculatorRefusal,
  priceCalculatorRows,
  readPriceCalculatorFlash,
} from '@desh/shared';
import type { PageLanguage } from './prerendered-pages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The price the calculator was answered with before the page's scripts ran (the `flash` cookie). */
export function priceFlashOf(cookieHeader: string | undefined): PriceCalculatorFlash | undefined {
  const raw = /(?:^|;)\s*flash=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return undefined;
  try {
    return readPriceCalculatorFlash(JSON.parse(decodeURIComponent(raw)));
  } catch {
    return undefined;
  }
}

/** A `YYYY-MM-DD` day as the web app words it (apps/web/src/lib/format.ts `formatDay`). */
const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' }),
  bn: new Intl.DateTimeFormat('bn-BD', { timeZone: 'UTC', dateStyle: 'medium' }),
};

/** The part of the form that holds `name`'s control, for marking what was sent. */
function withControl(html: string, name: string, mark: (control: string) => string): string {
  const select = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>[\\s\\S]*?</select>`).exec(html);
  const input = select ? undefined : new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(html);
  const found = select ?? input;
  if (!found) return html;
  return html.slice(0, found.index) + mark(found[0]) + html.slice(found.index + found[0].length);
}

/**
 * The home page as the calculator's plain form is answered: the values sent kept in their fields, and
 * the price with its parts and promised day (or the refusal) drawn where the app's form draws them
 * (apps/web/src/features/home/components/price-calculator-form.tsx, whose classes this repeats).
 */
export function drawPriceCalculator(
  html: string,
  flash: PriceCalculatorFlash,
  messages: Record<string, string>,
  language: PageLanguage,
): string {
  let page = html;
  for (const name of priceCalculatorFields) {
    const value = flash.input[name];
    if (value === undefined) continue;
    page = withControl(page, name, (control) =>
      control.startsWith('<select')
        ? control
            .replace(/ selected=""/g, '')
            .replace(
              `<option value="${escapeHtml(value)}"`,
              `<option value="${escapeHtml(value)}" selected=""`,
            )
        : control.replace(/\svalue="[^"]*"/, '').replace(/^<input/, `<input value="${escapeHtml(value)}"`),
    );
  }
  const say = (key: string) => escapeHtml(messages[key] ?? key);
  let answer: string;
  if (flash.answer) {
    const { breakdown, zone, total, promisedDate } = flash.answer;
    const taka = (amount: number) => escapeHtml(formatTaka(amount, language));
    const rows = priceCalculatorRows(breakdown);
    const day = dayFormats[language].format(new Date(`${promisedDate}T00:00:00Z`));
    answer =
      '<div class="mt-6 rounded-box border border-primary/40 bg-base-100 p-5" data-testid="price-result">' +
      `<p class="text-base-content/80 text-sm">${say(`price.zone.${zone}`)}</p>` +
      `<p class="mt-1 font-bold text-3xl text-primary" data-testid="price-total">${taka(total)}</p>` +
      '<dl class="mt-4 divide-y divide-base-300 text-sm">' +
      rows
        .map(
          ([name, amount]) =>
            `<div class="flex justify-between gap-4 py-2"><dt>${say(`price.${name}`)}</dt>` +
            `<dd class="font-medium tabular-nums">${taka(amount)}</dd></div>`,
        )
        .join('') +
      '</dl>' +
      `<p class="mt-3 font-medium" data-testid="price-promise">${escapeHtml(
        (messages['price.promise'] ?? '{{day}}').replace('{{day}}', day),
      )}</p>` +
      `<a href="/signup" class="btn btn-primary mt-4">${say('price.book')}</a></div>`;
  } else {
    const refusal = say(`price.${priceCalculatorRefusal(flash.input)}`);
    answer = `<p role="alert" class="mt-4 text-error" data-testid="price-refused">${refusal}</p>`;
  }
  return page.replace(
    /(<div aria-live="polite" id="price-answer">)(<\/div>)/,
    (_whole, open: string, close: string) => open + answer + close,
  );
}
