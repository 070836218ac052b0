import type { Page } from '@playwright/test';

/**
 * What may stay in Latin letters or digits on a Bangla page. Everything else a person reads (the
 * page's text, placeholders, labels for screen readers, titles) must be Bangla, with Bangla digits.
 */
const allowedPatterns: RegExp[] = [
  // Desh Courier's tracking IDs (DSH-…) are codes people copy and type, the same in both languages.
  /\bDSH-[A-Z0-9-]+/g,
  // So are the network's bag and trip codes, printed on bag labels and read out over the phone.
  /\b(?:BAG|TRP)-[A-Z0-9]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/[^\s)]+/g,
  /\blocalhost:\d+[^\s)]*/g,
  // An API key's shown prefix (dsh_live_… or dsh_test_…): a secret's first characters, never translated.
  /\bdsh_(?:live|test)_[\w-]*/g,
  // A webhook secret's shown prefix, and paths of the API named in the help (/api/docs).
  /\bwhsec_\S*/g,
  /(?<![\w/])\/api\/[\w/.-]*/g,
  // Phone numbers stay in Latin digits: they are typed and dialled that way (keypads, SMS apps and
  // the bKash/Nagad apps all use them), the form accepts them so, and a number read aloud is the
  // same either way. (01XXXXXXXXX, with or without +88.)
  /(?:\+?88)?01\d{9}\b/g,
];

/** Names and file formats that are written in Latin letters in Bangla too. */
const allowedWords = new Set([
  'bKash',
  'Nagad',
  'Rocket',
  'Google',
  'PNG',
  'JPG',
  'JPEG',
  'CSV',
  'PDF',
  'SMS',
  'API',
  'URL',
  'HMAC',
  'SHA',
  'A6',
  // The language switch names the other language in its own words.
  'English',
]);

export interface LatinLeftover {
  text: string;
  line: string;
}

/** Latin words and digits in `text` that are not in the allowed lists (`extra`: this page's own). */
export function latinLeftovers(text: string, extra: string[] = []): LatinLeftover[] {
  const allowed = new Set([...allowedWords, ...extra]);
  const found: LatinLeftover[] = [];
  for (const rawLine of text.split('\n')) {
    let line = rawLine;
    for (const pattern of allowedPatterns) line = line.replace(pattern, ' ');
    for (const match of line.matchAll(/[A-Za-z][A-Za-z0-9_'’]*(?:-[A-Za-z0-9]+)*|[0-9]+/g)) {
      const word = match[0];
      if (allowed.has(word)) continue;
      if (found.some((entry) => entry.text === word && entry.line === rawLine.trim())) continue;
      found.push({ text: word, line: rawLine.trim().slice(0, 160) });
    }
  }
  return found;
}

/**
 * The text a person meets on the page: what is rendered (innerText, so hidden parts are left out)
 * and the words given to assistive technology and tooltips. Content marked `translate="no"` (code,
 * technical names shown on purpose) is left out, as the HTML attribute means.
 */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('[translate="no"]')];
    const saved = skipped.map((element) => element.style.display);
    for (const element of skipped) element.style.display = 'none';
    const parts = [document.body.innerText];
    for (const element of skipped) element.style.display = saved.shift() ?? '';
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      if (element.closest('[translate="no"]') || !element.checkVisibility()) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    parts.push(document.title);
    return parts.join('\n');
  });
}
