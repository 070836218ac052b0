import fs from 'node:fs';
import type { Page, PageScreenshotOptions } from '@playwright/test';

const screens = '.tmp/screens';

/**
 * Whether this run takes the pictures a person looks at: `E2E_SCREENS=1`, or a spec's own switch (`named`,
 * such as `BANGLA_SCREENS`). A picture proves nothing a test asserts, and shooting pages in every theme,
 * width and language was minutes of `npm test` that nobody opened, so a run without the switch skips them.
 */
export function screensWanted(named?: string): boolean {
  return process.env.E2E_SCREENS === '1' || (named !== undefined && process.env[named] === '1');
}

/** `page.screenshot` when this run takes pictures (`screensWanted`); nothing otherwise. */
export async function picture(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (!screensWanted()) return;
  await page.screenshot(options);
}

/**
 * The whole page in the light and the dark theme, as `.tmp/screens/<name>-<theme>.png`, when this run takes
 * pictures. Either way the page is left in the light theme.
 */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  if (screensWanted()) {
    fs.mkdirSync(screens, { recursive: true });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      // Buttons fade between the themes' colours: let them settle.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${screens}/${name}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}
