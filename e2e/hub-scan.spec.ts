import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { demo, expect, loginViaApi, test } from './fixtures';
import { bookViaApi, demoClients } from './support/api-steps';
import { latinLeftovers, pageText } from './support/bangla-text';
import { cameraClipPath, fakeCameraArgs, filmLabel } from './support/fake-camera';

// The demo hub manager works at the Mirpur hub (DHK-MIR), where the demo rider also belongs.
const hubManager = { email: 'hub@desh.test', password: 'hub12345' };
const clip = cameraClipPath('hub-scan');
const screens = '.tmp/screens';

test.use({
  locale: 'bn-BD',
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeCameraArgs(clip)] },
  // The unknown label is refused with a 404 on purpose.
  allowedErrors: [/status of 404/],
});

/** A parcel booked from a Mirpur store to Rangpur and picked up by the demo rider (Mirpur hub's). */
async function pickedUpInMirpur(
  admin: APIRequestContext,
  rider: APIRequestContext,
  customer: APIRequestContext,
) {
  const parcel = await bookViaApi(customer, {
    pickupDistrict: 'Dhaka',
    pickupUpazila: 'Mirpur',
    deliveryDistrict: 'Rangpur',
    deliveryAddress: 'Station Road, Rangpur',
  });
  const riders = (await (await admin.get('/api/riders/approved')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const demoRider = riders.find((one) => one.name === 'Demo Rider');
  const assigned = await admin.patch(`/api/parcels/assign/${parcel._id}`, {
    data: { riderId: demoRider?._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const picked = await rider.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  return parcel;
}

/** What the phone would have buzzed: `navigator.vibrate` is recorded (ok [60], refused [150, 60, 220]). */
function recordVibrations() {
  const calls: number[][] = [];
  (window as unknown as { __vibrations: number[][] }).__vibrations = calls;
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: (pattern: number | number[]) => {
      calls.push(Array.isArray(pattern) ? pattern : [pattern]);
      return true;
    },
  });
}
const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vibrations: number[][] }).__vibrations);

async function shoot(page: Page, name: string) {
  fs.mkdirSync(screens, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    // Buttons fade between the themes' colours: let them settle.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${screens}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

test('a hub operator receives parcels in Bangla with a keyboard scanner and with the camera', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const clients = await demoClients(playwright, baseURL ?? '');
  const byScanner = await pickedUpInMirpur(clients.admin, clients.rider, clients.customer);
  const byCamera = await pickedUpInMirpur(clients.admin, clients.rider, clients.customer);
  await clients.dispose();

  // The camera will film the second parcel's printed label (its Code 128), as the merchant prints it.
  await loginViaApi(page, demo.customer.email, demo.customer.password);
  await page.goto(`/parcels/${byCamera._id}/label`);
  const barcode = page.getByTestId('label-barcode');
  await expect(barcode).toHaveAttribute('aria-label', new RegExp(byCamera.trackingId));
  await expect.poll(() => barcode.locator('rect').count()).toBeGreaterThan(20);
  await filmLabel(barcode, clip);

  await context.clearCookies();
  await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await context.addInitScript(recordVibrations);
  await loginViaApi(page, hubManager.email, hubManager.password);
  await page.goto('/hub');
  await expect(page.getByRole('heading', { level: 1, name: 'হাব স্ক্যান' })).toBeVisible();
  await expect(page.getByTestId('scan-prompt')).toHaveText('এই হাবে জমা দেওয়া প্রতিটি পার্সেল স্ক্যান করুন।');
  const results = page.getByTestId('scan-results').getByRole('listitem');

  // A keyboard scanner types the code in a burst and presses Enter, wherever the focus happens to be.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type(byScanner.trackingId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(results.first()).toHaveAttribute('data-state', 'done');
  await expect(results.first()).toContainText(byScanner.trackingId);
  await expect(results.first()).toContainText('এই হাবে গ্রহণ করা হয়েছে।');
  await expect(results.first().getByTestId('next-hub')).toContainText('পরের হাব:');
  await expect(page.getByTestId('scan-prompt')).toContainText('এরপর:');
  await expect(page.getByLabel('কোড স্ক্যান করুন বা লিখুন')).toBeFocused();
  expect(await vibrations(page)).toEqual([[60]]);

  // The same label again: one handover, recorded once.
  await page.keyboard.type(byScanner.trackingId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toContainText('আগেই রেকর্ড হয়েছে');

  // The camera reads the second parcel's label.
  await page.getByRole('button', { name: 'ক্যামেরা' }).click();
  await expect(results.first()).toContainText(byCamera.trackingId, { timeout: 20_000 });
  await expect(results.first()).toHaveAttribute('data-state', 'done');
  await expect(results.first()).toContainText('এই হাবে গ্রহণ করা হয়েছে।');
  await page.getByRole('button', { name: 'ক্যামেরা বন্ধ করুন' }).click();
  await expect(page.getByTestId('camera-view')).toHaveCount(0);

  // A label no parcel has: refused, in Bangla, with the refusal's buzz.
  await page.keyboard.type('DSH-1000000000000', { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(results.first()).toHaveAttribute('data-state', 'refused');
  await expect(results.first()).toContainText('এই কোডের কোনো পার্সেল বা ব্যাগ নেই।');
  expect((await vibrations(page)).at(-1)).toEqual([150, 60, 220]);
  // Something that is no label at all never reaches the server.
  await page.keyboard.type('HELLO', { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('কোনো পার্সেল বা ব্যাগের লেবেল নয়');
  await expect(results).toHaveCount(4);

  // The signed-in person's own name (Demo Hub Manager) is theirs to write as they like.
  expect(latinLeftovers(await pageText(page), ['HELLO', 'Demo', 'Hub', 'Manager'])).toEqual([]);
  await shoot(page, 'hub-scan-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'hub-scan-desktop');
});
