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
