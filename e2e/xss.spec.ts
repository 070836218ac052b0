import type { Page } from '@playwright/test';
import { demo, expect, loginViaApi, signUpViaApi, test } from './fixtures';

// Stored text with HTML/script payloads must render as inert text on every page that shows it.
const imgPayload = '<img src=x onerror="window.__xss=1">';
const scriptPayload = '<script>window.__xss=1</script>';
const hostile = {
  parcelTitle: `Gift ${imgPayload}`,
  receiverName: `Rahim ${scriptPayload}`,
  receiverPhone: '01711000222',
  pickupAddress: `House 1 ${imgPayload}`,
  deliveryAddress: `Road 2 ${scriptPayload}`,
};

async function expectInert(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  // The payload is text, never an element: no injected <img src=x> and no flag set by a script.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test('HTML and script payloads in a booking show as text everywhere', async ({ page }) => {
  // Seven screens in two roles: 47 and 48 s on a slow CI machine (2026-12-02), past the default 45.
  test.setTimeout(120_000);
  await signUpViaApi(page, `Sender ${scriptPayload}`);
  await page.goto('/book-a-parcel');
  await page.getByLabel('Parcel Title').fill(hostile.parcelTitle);
  await page.getByLabel('Parcel Type').selectOption({ label: 'Medium (1kg - 5kg)' });
  await page.getByLabel('Receiver Name').fill(hostile.receiverName);
  await page.getByLabel('Receiver Phone').fill(hostile.receiverPhone);
  await page.getByLabel('Pickup Address').fill(hostile.pickupAddress);
  await page.getByLabel('Delivery Address').fill(hostile.deliveryAddress);
  await page.getByLabel('Payment Method').selectOption({ label: 'Prepaid' });
  const booked = page.waitForResponse(
    (response) => response.url().endsWith('/api/parcels') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const response = await booked;
  expect(response.status()).toBe(201);
  const parcel = (await response.json()) as { _id: string; trackingId: string };

  await page.goto('/my-parcel');
  await expectInert(page, [hostile.receiverName, hostile.deliveryAddress]);

  await page.goto(`/parcels/${parcel._id}/label`);
  await expectInert(page, [hostile.pickupAddress, hostile.receiverName, hostile.deliveryAddress]);

  await page.goto(`/track/${parcel.trackingId}`);
  await expect(page.getByText(parcel.trackingId).first()).toBeVisible();
  await expectInert(page, []);

  await page.context().clearCookies();
  await loginViaApi(page, demo.admin.email, demo.admin.password);
  await page.goto('/admin/pending-parcels');
  await expectInert(page, [hostile.pickupAddress, hostile.deliveryAddress]);
});
