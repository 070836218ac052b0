import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, test, uniqueEmail } from './fixtures';
import { freshPhone } from './sms-inbox';
import {
  bookViaApi,
  deliverWithPhoto,
  demoClients,
  handInAndCarry,
  handOutAt,
  type Playwright,
  signedIn,
} from './support/api-steps';
import { picture, screensWanted } from './support/screenshots';

/**
 * The field app (issue 23) beyond the run: a rider's cash handover made with no network waits on the
 * phone and reaches the server once, at its own time, or is refused in words; the hub screens open
 * with no network at all after one visit, and a scan made there waits in the same queue. A phone, in
 * Bangla.
 */

test.use({
  viewport: { width: 390, height: 844 },
  // No network is the point (the browser logs what it could not fetch); the refused handover is a 400.
  allowedErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 400/],
});

/** Until the service worker controls the page and the screen's answers are written to the phone. */
async function keptOnThePhone(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await page.waitForTimeout(1000);
}

/** A rider of the test's own (so other tests' cash never mixes in), holding ৳1,635 of one COD delivery. */
async function riderWithCash(page: Page, admin: APIRequestContext, customer: APIRequestContext) {
  const email = uniqueEmail('cash-rider');
  const password = 'secret123';
  const own = page.context().request;
  const signedUp = await own.post('/api/auth/sign-up/email', {
    data: { name: 'Cash Rider', email, password },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const applied = await own.post('/api/riders', {
    data: { fullName: 'Cash Rider', phone: freshPhone('018'), region: 'dhaka', vehicleType: 'motorbike' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const riderId = (await applied.json())._id as string;
  expect((await admin.patch(`/api/approve-rider/${riderId}`)).status()).toBe(200);

  const parcel = await bookViaApi(customer, { deliveryFee: 135, paymentMethod: 'cod', codAmount: 1500 });
  const assigned = await admin.patch(`/api/parcels/assign/${parcel._id}`, { data: { riderId } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const moved = await own.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } });
  expect(moved.status(), await moved.text()).toBe(200);
  // The one road: the hubs take it in and hand it out to the rider.
  await handOutAt(admin, await handInAndCarry(admin, parcel._id), parcel._id);
  await deliverWithPhoto(own, parcel._id, { receiverName: 'Salma Akter', cashCollected: 163_500 });
  return { own, email, password };
}

type Handover = { declaredPoisha: number; declaredAt: string; status: string };
const handovers = async (rider: APIRequestContext) =>
  ((await (await rider.get('/api/ledger/rider/cash')).json()) as { handovers: Handover[] }).handovers;

/** `riderWithCash` (booked and assigned by the demo people), whose cash screen is opened online and kept on the phone. */
async function riderWithCashOnline(page: Page, playwright: Playwright, baseURL: string) {
  const { customer, admin, dispose } = await demoClients(playwright, baseURL);
  const rider = await riderWithCash(page, admin, customer).finally(dispose);
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/cash-in-hand');
  await expect(page.getByTestId('cash-in-hand-value')).toHaveText('৳১,৬৩৫');
  await keptOnThePhone(page);
  return rider;
}

test.describe('a cash handover with no network', () => {
  test('is kept on the phone through a reload, then declared once, at the time it was made', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const rider = await riderWithCashOnline(page, playwright, baseURL ?? '');

    // The phone has no network and the screen is opened again: what it kept is there, with its time.
    await context.setOffline(true);
    const reopened = await page.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('cash-in-hand-value')).toHaveText('৳১,৬৩৫');
    await expect(page.getByTestId('refreshed-at')).toContainText('শেষ হালনাগাদ');
    await expect(page.getByTestId('queue-offline')).toBeVisible();

    const startedAt = Date.now();
    await page.getByLabel('যত টাকা জমা দিচ্ছেন').fill('1000');
    await page.getByRole('button', { name: 'জমার ঘোষণা দিন' }).click();
    await expectPopup(page, 'এই ফোনে রাখা হয়েছে: নেটওয়ার্ক ফিরলে জমার ঘোষণা পাঠানো হবে।');
    const doneAt = Date.now();
    await expect(page.getByTestId('queue-count')).toHaveText('১টি কাজ পাঠানোর অপেক্ষায়');
    await expect(page.getByTestId('handover-kept')).toContainText('৳১,০০০');
    // The cash kept for the handover is not offered again meanwhile.
    await expect(page.getByTestId('handover-help')).toContainText('৳৬৩৫');
    if (screensWanted()) {
      // Once the toast has gone, so that it hides nothing.
      await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 15_000 });
      await picture(page, { path: test.info().outputPath('cash-offline-390.png'), fullPage: true });
    }

    await page.reload();
    await expect(page.getByTestId('handover-kept')).toContainText('৳১,০০০');
    expect(await handovers(rider.own)).toEqual([]);
    await page.waitForTimeout(1500);

    const backOnlineAt = Date.now();
    await context.setOffline(false);
    await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে', { timeout: 30_000 });
    await expect(page.getByTestId('handover-kept')).toHaveCount(0);
    await expect(page.getByTestId('cash-awaiting-value')).toHaveText('৳১,০০০');
    const declared = await handovers(rider.own);
    expect(declared).toHaveLength(1);
    expect(declared[0]?.declaredPoisha).toBe(100_000);
    const at = Date.parse(declared[0]?.declaredAt ?? '');
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(at).toBeLessThanOrEqual(doneAt + 1000);
    expect(at).toBeLessThan(backOnlineAt);
  });

  test('declared meanwhile from elsewhere, it is refused in words the rider understands', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const rider = await riderWithCashOnline(page, playwright, baseURL ?? '');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'পুরোটা' }).click();
    await page.getByRole('button', { name: 'জমার ঘোষণা দিন' }).click();
    await expect(page.getByTestId('queue-count')).toHaveText('১টি কাজ পাঠানোর অপেক্ষায়');

    // Meanwhile ৳500 of the same cash is declared from another phone.
    const elsewhere = await signedIn(playwright, baseURL ?? '', rider);
    const other = await elsewhere.post('/api/ledger/handovers', {
      data: { amountPoisha: 50_000, idempotencyKey: crypto.randomUUID() },
    });
    expect(other.status(), await other.text()).toBe(201);

    await context.setOffline(false);
    const refusal = page.getByTestId('queue-refused');
    await expect(refusal).toContainText('৳১,৬৩৫ নগদ জমা প্রয়োগ করা হয়নি।', { timeout: 30_000 });
    await expect(refusal).toContainText('এখন সর্বোচ্চ ৳১,১৩৫ জমা দিতে পারবেন।');
    await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে');
    expect((await handovers(rider.own)).map((each) => each.declaredPoisha)).toEqual([50_000]);
    await picture(page, { path: test.info().outputPath('cash-refused-390.png'), fullPage: true });
    await refusal.getByRole('button', { name: 'বুঝেছি, সরান' }).click();
    await expect(refusal).toHaveCount(0);
    await elsewhere.dispose();
  });
});

test('the hub screens open with no network after one visit, with their lists and when they were refreshed; a scan there waits in the queue', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const clients = await demoClients(playwright, baseURL ?? '');
  const manager = await signedIn(playwright, baseURL ?? '', demo.hub);
  const hubId = ((await (await manager.get('/api/network/my-hubs')).json()) as Array<{ id: string }>)[0]
    ?.id as string;
  const nextHubs = (await (await manager.get(`/api/network/hubs/${hubId}/next-hubs`)).json()) as Array<{
    id: string;
  }>;
  const opened = await manager.post(`/api/network/hubs/${hubId}/bags`, {
    data: { destinationHubId: nextHubs[0]?.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const bagCode = ((await opened.json()) as { code: string }).code;
  // A pickup waiting at a Mirpur store (the hub's runs), and a parcel the rider brought in (to scan).
  const toPickUp = await bookViaApi(clients.customer, { pickupDistrict: 'Dhaka', pickupUpazila: 'Mirpur' });
  const toScan = await bookViaApi(clients.customer, {
    pickupDistrict: 'Dhaka',
    pickupUpazila: 'Mirpur',
    deliveryDistrict: 'Rangpur',
    deliveryAddress: 'Station Road, Rangpur',
  });
  const riders = (await (await clients.admin.get('/api/riders/approved')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  const demoRider = riders.find((one) => one.name === 'Demo Rider');
  await clients.admin.patch(`/api/parcels/assign/${toScan._id}`, { data: { riderId: demoRider?._id } });
  await clients.rider.patch(`/api/parcels/${toScan._id}/status`, { data: { status: 'picked_up' } });

  await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await loginViaApi(page, demo.hub.email, demo.hub.password);
  const screens = [
    { path: '/hub/bags', shows: bagCode },
    { path: '/hub/runs', shows: toPickUp.trackingId },
    { path: '/hub/trips', shows: null },
    { path: '/hub', shows: null },
  ];
  // One visit each, online, looked at for a moment (the phone writes what a screen fetched a moment after).
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByTestId('refreshed-at')).toBeVisible();
    if (screen.shows) await expect(page.locator('main')).toContainText(screen.shows);
    await keptOnThePhone(page);
  }

  // No network at all: each screen opens from the phone, with its list and when it was refreshed.
  await context.setOffline(true);
  for (const screen of screens) {
    const answer = await page.goto(screen.path);
    expect(answer?.fromServiceWorker(), screen.path).toBe(true);
    await expect(page.getByTestId('hub-name')).toBeVisible();
    await expect(page.getByTestId('refreshed-at')).toContainText('শেষ হালনাগাদ');
    await expect(page.getByTestId('queue-offline')).toBeVisible();
    if (screen.shows) await expect(page.locator('main')).toContainText(screen.shows);
  }
  await picture(page, { path: test.info().outputPath('hub-offline-390.png'), fullPage: true });

  // On the scan screen opened offline, a scan waits on the phone, then goes through once.
  const field = page.getByLabel('কোড স্ক্যান করুন বা লিখুন');
  await field.fill(toScan.trackingId);
  await field.press('Enter');
  const results = page.getByTestId('scan-results').getByRole('listitem');
  await expect(results.first()).toHaveAttribute('data-state', 'kept');
  await expect(page.getByTestId('queue-count')).toHaveText('১টি কাজ পাঠানোর অপেক্ষায়');
  await context.setOffline(false);
  await expect(results.first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(results.first()).toContainText('এই হাবে গ্রহণ করা হয়েছে।');
  await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে');
  await Promise.all([clients.dispose(), manager.dispose()]);
});
