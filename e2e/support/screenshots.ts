import fs from 'node:fs';
import type { Page } from '@playwright/test';

const screens = '.tmp/screens';

/** The whole page in the light and the dark theme, as `.tmp/screens/<name>-<theme>.png`; light again after. */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screens, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    // Buttons fade between the themes' colours: let them settle.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${screens}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}
