import { demo, expect, loginViaApi, test } from './fixtures';
import { bookViaApi, demoClients, takeOutForDelivery } from './support/api-steps';
import { shootBothThemes } from './support/screenshots';

test('a shop opens its failed parcel from My Parcels, corrects the address for another attempt, then chooses the return', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(480_000);
  const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
  const parcel = await bookViaApi(customer, {
    receiverName: 'Shirin Akter',
    deliveryAddress: 'Station Road, Jashore',
    paymentMethod: 'cod',
    codAmount: 1500,
    pickupDistrict: 'dhaka',
    deliveryDistrict: 'jashore',
  });
  await takeOutForDelivery(admin, rider, parcel._id);
  const failed = await rider.post(`/api/deliveries/${parcel._id}/attempts`, {
    data: { reason: 'wrong_address', note: 'No such house on Station Road' },
  });
  expect(failed.status(), await failed.text()).toBeLessThan(300);

  await loginViaApi(page, demo.customer.email, demo.customer.password);
  await page.goto(`/my-parcel?q=${parcel.trackingId}`);
  await page.locator(`[data-tracking-id="${parcel.trackingId}"]`).getByTestId('open-parcel').first().click();
  await expect(page).toHaveURL(new RegExp(`/my-parcel/${parcel.trackingId}$`));
  const decision = page.getByTestId('page-decision');
  await expect(decision.getByRole('heading', { name: 'Needs your decision' })).toBeVisible();
  await expect(decision).toContainText('Attempt 1: Wrong address');
  await expect(page.getByTestId('custody-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Try again with a corrected phone or address' }).click();
  await page.getByLabel('Delivery Address').fill('House 12, Road 4, Station Road, Jashore');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('page-receiver-facts')).toContainText(
    'House 12, Road 4, Station Road, Jashore',
  );
  await expect(page.locator('#story-timeline').locator('..')).toContainText(
    'The sender changed the receiver’s address for the next attempt.',
  );

  // The page at both widths, in both languages and both themes (looked at by hand).
  for (const locale of ['en-US', 'bn-BD']) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const shot = await context.newPage();
      await loginViaApi(shot, demo.customer.email, demo.customer.password);
      await shot.goto(`/my-parcel/${parcel.trackingId}`);
      // The server's copy of the page makes way once the app has drawn its own (decision 080).
      await expect(shot.locator('#page-copy')).toHaveCount(0, { timeout: 60_000 });
      await expect(shot.getByTestId('page-decision')).toBeVisible({ timeout: 60_000 });
      await expect(shot.getByTestId('custody-row').first()).toBeVisible({ timeout: 30_000 });
      await shootBothThemes(shot, `shop-parcel-${locale}-${width}`);
      await context.close();
    }
  }

  await page.getByRole('button', { name: 'Return it to me' }).click();
  await page.getByRole('button', { name: 'Yes, return it' }).click();
  await expect(page.getByTestId('page-decision')).toBeHidden();
  await expect(page.locator('#story-timeline').locator('..')).toContainText(
    'The sender chose the return after a failed delivery attempt.',
  );
  await dispose();
});
