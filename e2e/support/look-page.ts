import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** How a page is shown: its language, width and theme (English, 1280 px, light unless told). */
export interface Look {
  language?: 'en' | 'bn';
  width?: number;
  theme?: 'light' | 'dark';
}

/** A page with cookies of its own, shown as `look` asks; `context` adds browser context options. */
export async function newLookPage(
  browser: Browser,
  look: Look,
  context: BrowserContextOptions = {},
): Promise<Page> {
  const browserContext = await browser.newContext({
    ...context,
    viewport: { width: look.width ?? 1280, height: 900 },
  });
  await browserContext.addInitScript(
    ({ language, theme }) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', theme);
    },
    { language: look.language ?? 'en', theme: look.theme ?? 'light' },
  );
  return browserContext.newPage();
}

/** Shows a page already open at the app (its session kept) as `look` asks, and reloads it. */
export async function showAs(page: Page, look: Look): Promise<void> {
  const language = look.language ?? 'en';
  await page.evaluate(
    ([lang, theme]) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('theme', theme);
    },
    [language, look.theme ?? 'light'] as const,
  );
  // The server reads the language from its cookie for the pages it draws.
  await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
  await page.setViewportSize({ width: look.width ?? 1280, height: 900 });
  await page.reload();
}
