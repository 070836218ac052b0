import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { bookViaApi } from './support/api-steps';

/** Issue 63 item 4: the shop's home. `DASHBOARD_SCREENS=1` also draws it in both languages and themes. */
const screens = process.env.DASHBOARD_SCREENS === '1';

async function shootEverywhere(page: Page) {
  for (const language of ['en', 'bn'] as const) {
    await page.evaluate((value) => localStorage.setItem('lang', value), language);
    await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByTestId('daily-chart')).toBeVisible();
        await page.screenshot({
          path: `.tmp/screens/dashboard-${language}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
}

test('a merchant’s dashboard counts its parcels as the API does, and each figure opens the parcels behind it', async ({
  page,
}) => {
  test.setTimeout(screens ? 240_000 : 60_000);
  await signUpViaApi(page, 'Dashboard Shop');
  for (let booked = 0; booked < 3; booked += 1) await bookViaApi(page.request);
  const figures = await (await page.request.get('/api/parcels/dashboard')).json();
  expect(figures).toMatchObject({ today: { booked: 3 }, open: { awaitingPickup: 3 } });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your shop today');
  const waiting = page.getByTestId('dashboard-count').filter({ hasText: 'Waiting for pickup' });
  await expect(waiting).toContainText('3');
  await expect(page.getByTestId('dashboard-count').filter({ hasText: 'Booked today' })).toContainText('3');
  await expect(page.getByTestId('dashboard-payable')).toContainText('৳');
  expect((await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id)).toEqual([]);
  if (screens) await shootEverywhere(page);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
  await page.goto('/dashboard');
  await page.getByTestId('dashboard-count').filter({ hasText: 'Waiting for pickup' }).click();
  await expect(page).toHaveURL(/\/my-parcel\?tab=pending$/);
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
});
