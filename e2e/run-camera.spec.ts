import { chromiumArgs, testChromiumPath } from '../scripts/ensure-chromium.mjs';
import { expect, loginViaApi, test } from './fixtures';
import { freshPhone } from './sms-inbox';
import { assignToDemoRider, bookViaApi, demoClients, newApprovedRider } from './support/api-steps';
import { cameraClipPath, fakeCameraArgs, filmPrintedLabel } from './support/fake-camera';
import { picture } from './support/screenshots';

/**
 * The rider's run scans with the phone's camera (issue 23, item 3): Chromium's fake camera plays the
 * parcel's printed label (its Code 128), as the hub scan's spec does on the hub screen.
 */
const clip = cameraClipPath('run-scan');

test.use({
  locale: 'bn-BD',
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: testChromiumPath, args: [...chromiumArgs, ...fakeCameraArgs(clip)] },
});

test('the rider points the camera at a label: the parcel is found in the run and its pickup confirmed', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { customer, admin, dispose } = await demoClients(playwright, baseURL ?? '');
  // A rider of its own: the demo rider's run is other specs' to order and count meanwhile.
  const rider = await newApprovedRider(playwright, baseURL ?? '', admin, 'Camera Rider');
  const parcel = await bookViaApi(customer, { receiverPhone: freshPhone('016') });
  await assignToDemoRider(admin, parcel._id, rider.riderId);

  // The label as the merchant prints it, filmed for the fake camera.
  await filmPrintedLabel(page, parcel, clip);

  await context.clearCookies();
  await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await loginViaApi(page, rider.email, rider.password);
  await page.goto('/assigned-parcels');
  const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`);
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'স্ক্যান', exact: true }).click();
  await page.getByRole('button', { name: 'ক্যামেরা', exact: true }).click();
  const found = page.getByTestId('run-scan-found');
  await expect(found).toContainText(parcel.trackingId, { timeout: 20_000 });
  await expect(found).toContainText('আপনার তালিকায় দেখানো হলো');
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await picture(page, { path: test.info().outputPath('run-camera-390.png') });

  await found.getByRole('button', { name: 'পিকআপ নিশ্চিত করুন' }).click();
  await expect(found.getByRole('status')).toHaveText('পিকআপ হয়েছে।');
  const history = (await (await rider.api.get(`/api/track/${parcel.trackingId}/history`)).json()) as Array<{
    toStatus: string;
  }>;
  expect(history.filter((event) => event.toStatus === 'picked_up')).toHaveLength(1);
  await Promise.all([dispose(), rider.api.dispose()]);
});
