import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { demo, expect, loginViaApi, test } from './fixtures';
import { freshPhone } from './sms-inbox';
import { bookViaApi, deliverWithPhoto, demoClients, takeOutForDelivery } from './support/api-steps';
import { expectReadableInBothThemes } from './support/readable';
import { picture } from './support/screenshots';

// daisyUI components left out of the build render as plain HTML: the photo viewer drawn at the top-left
// with a second "Close", the rider's proof switch as one line of text. These look at the styles applied.

/** A prepaid parcel out for delivery with the demo rider (with a receiver phone, a code is sent). */
async function outForDelivery(
  customer: APIRequestContext,
  admin: APIRequestContext,
  rider: APIRequestContext,
  receiverPhone?: string,
) {
  const parcel = await bookViaApi(customer, {
    parcelTitle: 'Lamp',
    ...(receiverPhone ? { receiverPhone } : {}),
  });
  await takeOutForDelivery(admin, rider, parcel._id);
  return parcel;
}

test('the admin photo viewer is a centred modal with one Close, and passes axe when open', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A delivery, then axe in two themes: more than the default time on a busy machine.
  test.slow();
  const origin = baseURL ?? '';
  const { customer, admin, rider, dispose } = await demoClients(playwright, origin);
  const parcel = await outForDelivery(customer, admin, rider);
  await deliverWithPhoto(rider, parcel._id, { receiverName: 'Salma Akter', cashCollected: 0 }, 'door.png');

  await loginViaApi(page, demo.admin.email, demo.admin.password);
  await page.goto('/admin/deliveries');
  const proof = page.getByTestId('delivery-proof').filter({ hasText: parcel.trackingId });
  await proof.getByRole('button', { name: 'Open photo' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const box = await dialog.locator('.modal-box').boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(box).toBeTruthy();
  if (box) {
    // Centred: the box's middle within a few pixels of the window's (less its scroll bar).
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(9);
    // The whole box, its Close button included, fits the window.
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(page.viewportSize()?.height ?? 0);
  }
  // The backdrop's own Close is a full-window click target with no visible text.
  const backdropClose = dialog.locator('.modal-backdrop button');
  expect(await backdropClose.evaluate((element) => getComputedStyle(element).color)).toMatch(
    /rgba\(0, 0, 0, 0\)|transparent/,
  );
  const axe = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(axe.violations).toEqual([]);
  await expectReadableInBothThemes(page, 'dialog');
  await picture(page, { path: '.tmp/screens/admin-photo-modal-1280.png' });
  await dialog.locator('.modal-action').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the rider is offered only the proof allowed now, in two tabs side by side', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Six colour-contrast passes of axe on top of a delivery’s set-up: over 135 s once on a slow CI machine (2026-12-02).
    test.setTimeout(240_000);
    const origin = baseURL ?? '';
    const { customer, admin, rider: riderApi, dispose } = await demoClients(playwright, origin);
    const parcel = await outForDelivery(customer, admin, riderApi, freshPhone('018'));
    // The code has reached the receiver's phone: a photo delivers at once only after a call and its reason
    // (decision 036); time alone opens nothing.
    await expect
      .poll(async () => {
        const run = (await (await riderApi.get('/api/deliveries/run')).json()) as Array<{
          parcelId: string;
          code: { smsStatus: string } | null;
        }>;
        return run.find((item) => item.parcelId === parcel._id)?.code?.smsStatus;
      })
      .toBe('sent');
    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const card = page.locator(`[data-tracking-id="${parcel.trackingId}"]`);
    await card.getByRole('button', { name: `Deliver: parcel ${parcel.trackingId}` }).click();
    await expect(card.getByLabel("6-digit code from the receiver's SMS")).toBeVisible();
    await expect(card.getByText('Name of the person who took the parcel')).toHaveCount(0);
    const tabs = card.getByRole('tab');
    await expect(tabs).toHaveCount(2);
    const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    if (first && second) {
      expect(Math.abs(first.y - second.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
      expect(first.height).toBeGreaterThanOrEqual(24);
    }
    expect(await tabs.nth(0).evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
    await expectReadableInBothThemes(page, `[data-tracking-id="${parcel.trackingId}"]`);
    // The photo tab asks for the call first; a photo without it is offered only with its warning.
    await tabs.nth(1).click();
    await expect(card.getByTestId('photo-anyway')).toBeVisible();
    await expect(card.getByText('Name of the person who took the parcel')).toHaveCount(0);
    await card.getByTestId('photo-anyway').click();
    await expect(card.getByTestId('approval-warning')).toBeVisible();
    await expect(card.getByText('Name of the person who took the parcel')).toBeVisible();
    await expectReadableInBothThemes(page, `[data-tracking-id="${parcel.trackingId}"]`);
    await picture(page, { path: '.tmp/screens/rider-proof-tabs-390.png' });
    await dispose();
  });
});

test('the header and the buttons load no SVG picture: the brand mark is drawn inline and daisyUI’s noise is off', async ({
  page,
}) => {
  // Each SVG picture (an <img> or a CSS background) costs the page a document of its own while its
  // first screen is styled: 30 to 60 ms on the cheap phone's CPU (decision 025). The header and the
  // buttons are on every screen, the rider's run offline included.
  await page.goto('/');
  const brand = page.getByRole('banner').getByRole('link', { name: 'Desh Courier' });
  await expect(brand.locator('svg')).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Track', exact: true });
  await expect(button).toBeVisible();
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toContain('url(');
});
