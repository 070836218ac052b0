import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { demo, expect, loginViaApi, test } from './fixtures';
import { freshPhone } from './sms-inbox';
import {
  assignToDemoRider,
  bookViaApi,
  demoClients,
  newApprovedRider,
  takeOutForDelivery,
} from './support/api-steps';
import { picture, screensWanted } from './support/screenshots';

/**
 * The field app (issue 23): a rider on a phone, in Bangla, works with no network; the actions wait on
 * the phone (through a reload too) and reach the server once each, in order, at their own time.
 */

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Parcel = { _id: string; trackingId: string };
type HistoryEvent = { id: number; toStatus: string; createdAt: string };

/** Three stops: a door where nobody answers, a door with no receiver phone (a photo proves it), a pickup. */
async function threeStops(customer: APIRequestContext, admin: APIRequestContext, rider: APIRequestContext) {
  const absent = await bookViaApi(customer, { receiverPhone: freshPhone('019') });
  await takeOutForDelivery(admin, rider, absent._id);
  const photoDoor = await bookViaApi(customer, { receiverPhone: freshPhone('016') });
  await takeOutForDelivery(admin, rider, photoDoor._id);
  // Every booking has a receiver's phone, so a code went out: the rider called from the app and said why
  // the code did not arrive, which opens the photo at once (decision 036) before the network is cut.
  const called = await rider.post(`/api/deliveries/${photoDoor._id}/receiver-calls`);
  expect(called.status(), await called.text()).toBe(201);
  const missing = await rider.post(`/api/deliveries/${photoDoor._id}/code-missing`, {
    data: { reason: 'phone_off', note: 'The receiver’s phone was off; she took the parcel at the door.' },
  });
  expect(missing.status(), await missing.text()).toBe(201);
  const pickup = await bookViaApi(customer, { receiverPhone: freshPhone('018') });
  await assignToDemoRider(admin, pickup._id);
  return { absent, photoDoor, pickup };
}

const card = (page: Page, parcel: Parcel) =>
  page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`);

async function history(api: APIRequestContext, parcel: Parcel): Promise<HistoryEvent[]> {
  const answer = await api.get(`/api/track/${parcel.trackingId}/history`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as HistoryEvent[];
}

/** The run, online, until the service worker controls the page and the run is kept on the phone. */
async function openRunOnline(page: Page, rider: { email: string; password: string } = demo.rider) {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await loginViaApi(page, rider.email, rider.password);
  await page.goto('/assigned-parcels');
  await expect(page.getByTestId('run-refreshed')).toBeVisible();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // The kept answers are written a moment after they change.
  await page.waitForTimeout(1000);
}

/** Until the copy of the run the phone keeps (decision 025) shows every one of `parcels`. */
async function waitForKeptCopy(page: Page, parcels: Parcel[]) {
  await page.waitForFunction(
    (ids) => ids.every((id) => localStorage.getItem('run-snapshot')?.includes(id)),
    parcels.map((parcel) => parcel.trackingId),
  );
}

/**
 * The three stops booked, the run opened online, then the network cut and the three actions done on the
 * phone: when that work began and ended.
 */
async function threeStopsWorkedOffline(
  page: Page,
  context: BrowserContext,
  customer: APIRequestContext,
  admin: APIRequestContext,
  rider: APIRequestContext,
) {
  const stops = await threeStops(customer, admin, rider);
  await openRunOnline(page);

  await context.setOffline(true);
  const startedAt = Date.now();
  await workOffline(page, stops);
  return { stops, startedAt, doneAt: Date.now() };
}

/** The three actions, done on the phone with no network. */
async function workOffline(page: Page, stops: Awaited<ReturnType<typeof threeStops>>) {
  const { absent, photoDoor, pickup } = stops;
  const queued = page.getByTestId('queue-count');

  const first = card(page, absent);
  await first.getByRole('button', { name: `ডেলিভারি হয়নি: পার্সেল ${absent.trackingId}` }).click();
  await first.getByLabel('ভুল ঠিকানা').check();
  await first.getByRole('button', { name: 'ব্যর্থ চেষ্টা লিখুন' }).click();
  await expect(queued).toHaveText('১টি কাজ পাঠানোর অপেক্ষায়');
  await expect(first.locator('[data-status]').first()).toHaveAttribute('data-status', 'failed');

  const second = card(page, photoDoor);
  await second.getByRole('button', { name: `ডেলিভারি দিন: পার্সেল ${photoDoor.trackingId}` }).click();
  await second.getByRole('tab', { name: 'কোডের বদলে ছবি' }).click();
  await second
    .getByLabel('হস্তান্তরের ছবি')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png });
  await second.getByLabel('যিনি পার্সেল নিলেন তাঁর নাম').fill('সালমা আক্তার');
  await second.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
  await expect(queued).toHaveText('২টি কাজ পাঠানোর অপেক্ষায়');
  await expect(second.locator('[data-status]').first()).toHaveAttribute('data-status', 'delivered');

  const third = card(page, pickup);
  await third.getByRole('button', { name: `পিক আপ হয়েছে: পার্সেল ${pickup.trackingId}` }).click();
  await page.locator('.swal2-confirm').click();
  await expect(queued).toHaveText('৩টি কাজ পাঠানোর অপেক্ষায়');
}

/** Each action reached the server once, in the order done, with the time it was done (not the time sent). */
async function expectAppliedOnceInOrder(
  api: APIRequestContext,
  stops: Awaited<ReturnType<typeof threeStops>>,
  doneBetween: [number, number],
  backOnlineAt: number,
) {
  const steps = [
    [stops.absent, 'failed'],
    [stops.photoDoor, 'delivered'],
    [stops.pickup, 'picked_up'],
  ] as const;
  const applied: HistoryEvent[] = [];
  for (const [parcel, status] of steps) {
    const events = (await history(api, parcel)).filter((event) => event.toStatus === status);
    expect(events, `${parcel.trackingId} ${status} once`).toHaveLength(1);
    applied.push(events[0] as HistoryEvent);
  }
  const ids = applied.map((event) => event.id);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  for (const event of applied) {
    const at = new Date(event.createdAt).getTime();
    expect(at).toBeGreaterThanOrEqual(doneBetween[0] - 1000);
    expect(at).toBeLessThanOrEqual(doneBetween[1] + 1000);
    expect(at).toBeLessThan(backOnlineAt);
  }
  const times = applied.map((event) => new Date(event.createdAt).getTime());
  expect([...times].sort((a, b) => a - b)).toEqual(times);
}

test.describe('the field app offline, on a phone in Bangla', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    // No network is the point: the browser logs the requests it could not make, and the 503s.
    // One pattern: Playwright reads a two-item array as [value, options].
    allowedErrors: [/ERR_INTERNET_DISCONNECTED|status of 503|Failed to fetch|status of 403/],
  });

  test('a failed attempt, a photo delivery and a pickup done offline survive a reload and reach the server once each, in order, at their own time', async ({
    page,
    context,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
    const { stops, startedAt, doneAt } = await threeStopsWorkedOffline(page, context, customer, admin, rider);
    // The phone's screen (390 px) with the queue bar, in light and dark, once the toast has gone.
    if (screensWanted()) {
      await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 15_000 });
      await picture(page, { path: testInfo.outputPath('field-offline-light.png') });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await page.waitForTimeout(500); // the colours' transition
      await picture(page, { path: testInfo.outputPath('field-offline-dark.png') });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    }

    // The phone restarts the page with still no network: the app, the run and the queue are all there.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('queue-count')).toHaveText('৩টি কাজ পাঠানোর অপেক্ষায়');
    await expect(page.getByTestId('queue-offline')).toBeVisible();
    await expect(page.getByTestId('run-refreshed')).toBeVisible();
    await expect(card(page, stops.absent).locator('[data-status]').first()).toHaveAttribute(
      'data-status',
      'failed',
    );
    for (const parcel of Object.values(stops)) {
      expect((await history(rider, parcel)).map((event) => event.toStatus)).not.toContain(
        parcel === stops.pickup ? 'picked_up' : parcel === stops.absent ? 'failed' : 'delivered',
      );
    }
    await page.waitForTimeout(1500);

    const backOnlineAt = Date.now();
    await context.setOffline(false);
    await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে', { timeout: 30_000 });
    await expect(page.getByTestId('queue-last-sent')).toBeVisible();
    await expectAppliedOnceInOrder(rider, stops, [startedAt, doneAt], backOnlineAt);
    await dispose();
  });

  test('with the server answering 503 for a while, the actions wait and then go through once each', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
    const { stops, startedAt, doneAt } = await threeStopsWorkedOffline(page, context, customer, admin, rider);
    await page.reload();
    await expect(page.getByTestId('queue-count')).toHaveText('৩টি কাজ পাঠানোর অপেক্ষায়');

    // The network is back but the server is overloaded: every action answers 503 until it recovers.
    let refused = 0;
    const busy = /\/api\/(deliveries|parcels)\/[^/]+\/(attempts|complete|photos|status)$/;
    await page.route(busy, (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy.' } }),
      });
    });
    const backOnlineAt = Date.now();
    await context.setOffline(false);
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('queue-count')).toHaveText('৩টি কাজ পাঠানোর অপেক্ষায়');
    await page.unroute(busy);
    await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে', { timeout: 60_000 });
    await expectAppliedOnceInOrder(rider, stops, [startedAt, doneAt], backOnlineAt);
    await dispose();
  });

  test('a pickup done offline on a parcel the admin took back meanwhile is refused, in words the rider understands', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { customer, admin, dispose } = await demoClients(playwright, baseURL ?? '');
    const pickup = await bookViaApi(customer, { receiverPhone: freshPhone('016') });
    await assignToDemoRider(admin, pickup._id);
    await openRunOnline(page);

    await context.setOffline(true);
    const stop = card(page, pickup);
    await stop.getByRole('button', { name: `পিক আপ হয়েছে: পার্সেল ${pickup.trackingId}` }).click();
    await page.locator('.swal2-confirm').click();
    await expect(page.getByTestId('queue-count')).toHaveText('১টি কাজ পাঠানোর অপেক্ষায়');

    // Meanwhile the admin takes the parcel back (to give it to another rider).
    const back = await admin.patch(`/api/parcels/${pickup._id}/status`, {
      data: { status: 'pending', note: 'Another rider is closer' },
    });
    expect(back.status(), await back.text()).toBe(200);

    await context.setOffline(false);
    const refusal = page.getByTestId('queue-refused');
    await expect(refusal).toContainText(`পার্সেল ${pickup.trackingId}: পিকআপ হয়েছে চিহ্নিত করা প্রয়োগ করা হয়নি।`, {
      timeout: 30_000,
    });
    await expect(refusal).toContainText('এই পার্সেলটি আর আপনার নামে নেই');
    await expect(page.getByTestId('queue-count')).toHaveText('সব কাজ পাঠানো হয়েছে');
    expect((await history(admin, pickup)).map((event) => event.toStatus)).not.toContain('picked_up');
    await refusal.getByRole('button', { name: 'বুঝেছি, সরান' }).click();
    await expect(refusal).toHaveCount(0);
    await dispose();
  });

  test('opened with no network, the run is drawn from the phone’s copy before the app’s scripts run, its first screen first; a button tapped on it is tapped again on the app’s run; signing out removes the copy', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
    const parcel = await bookViaApi(customer, { receiverPhone: freshPhone('015') });
    await takeOutForDelivery(admin, rider, parcel._id);
    // A run longer than the first screen's four stops.
    for (let pickup = 0; pickup < 4; pickup += 1)
      await assignToDemoRider(admin, (await bookViaApi(customer, {}))._id);
    await openRunOnline(page);
    await waitForKeptCopy(page, [parcel]);

    const failLabel = `ডেলিভারি হয়নি: পার্সেল ${parcel.trackingId}`;
    // The moment the copy is on the page: is the app there yet? Then "not delivered" is tapped on it.
    await page.addInitScript((label) => {
      const seen = new MutationObserver(() => {
        const copy = document.getElementById('run-snapshot');
        const root = document.getElementById('root');
        if (!copy || !root) return;
        seen.disconnect();
        const stops = () => [...copy.querySelectorAll('[data-testid="assigned-parcel"]')];
        const shown = () => stops().filter((stop) => stop.checkVisibility()).length;
        const firstScreen = shown();
        // Only the first screen's stops were parsed for the first paint.
        const parsedFirst = stops().length;
        // The rider scrolls: every stop is drawn, the delivery's below the pickups' first screen.
        window.dispatchEvent(new Event('scroll'));
        const button = copy.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        Object.assign(window, {
          __copySeen: {
            appAttached: Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
            rootHidden: root.hidden,
            tapped: Boolean(button),
            stops: stops().length >= 5,
            firstScreen,
            parsedFirst,
            afterScroll: shown() === stops().length,
          },
        });
        button?.click();
      });
      seen.observe(document, { childList: true, subtree: true });
    }, failLabel);
    await context.setOffline(true);
    await page.reload();

    await expect(page.locator('#run-snapshot')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __copySeen?: unknown }).__copySeen)).toEqual({
      appAttached: false,
      rootHidden: true,
      tapped: true,
      stops: true,
      firstScreen: 4,
      parsedFirst: 4,
      afterScroll: true,
    });
    // The app's run, with the tap held on the copy answered once: the failed attempt's form is open.
    await expect(page.locator('#root')).toBeVisible();
    await expect(card(page, parcel).getByRole('button', { name: failLabel })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(card(page, parcel).getByLabel('প্রাপককে পাওয়া যায়নি')).toBeVisible();

    await context.setOffline(false);
    // At phone width signing out is in the menu.
    await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
    await page.getByTestId('nav-drawer').getByRole('button', { name: 'লগআউট' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('run-snapshot'))).toBeNull();
    await dispose();
  });

  test('opened with no network and not scrolled, the copy makes way as soon as the app has drawn its first screen; a button tapped on it is tapped again', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { customer, admin, dispose } = await demoClients(playwright, baseURL ?? '');
    // A rider of the test's own: five doors, one more than the first screen's four stops.
    const own = await newApprovedRider(playwright, baseURL ?? '', admin, 'First Screen Rider');
    const parcels: Parcel[] = [];
    for (let door = 0; door < 5; door += 1) {
      const parcel = await bookViaApi(customer, { receiverPhone: freshPhone('016') });
      await takeOutForDelivery(admin, own.api, parcel._id, own.riderId);
      parcels.push(parcel);
    }
    await openRunOnline(page, own);
    await waitForKeptCopy(page, parcels);

    // The copy is on the page: the first "not delivered" it shows is tapped, nothing is scrolled. The
    // moment it goes, the stops the app has drawn are counted.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const copy = document.getElementById('run-snapshot');
        if (!copy) return;
        seen.disconnect();
        const button = copy.querySelector<HTMLButtonElement>('button[aria-label^="ডেলিভারি হয়নি"]');
        const noted = { tapped: button?.getAttribute('aria-label') ?? null, drawnWhenGone: -1 };
        Object.assign(window, { __firstScreen: noted });
        button?.click();
        const gone = new MutationObserver(() => {
          if (copy.isConnected) return;
          gone.disconnect();
          noted.drawnWhenGone = document.querySelectorAll('#root [data-testid="assigned-parcel"]').length;
        });
        gone.observe(document.body, { childList: true });
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await context.setOffline(true);
    await page.reload();

    await expect(page.locator('#run-snapshot')).toHaveCount(0);
    await expect(page.locator('#root [data-testid="assigned-parcel"]')).toHaveCount(5);
    const noted = (await page.evaluate(
      () => (window as unknown as { __firstScreen: unknown }).__firstScreen,
    )) as {
      tapped: string | null;
      drawnWhenGone: number;
    };
    // Gone with the first screen drawn, before the fifth stop.
    expect(noted.drawnWhenGone).toBe(4);
    expect(noted.tapped).toMatch(/^ডেলিভারি হয়নি: পার্সেল DSH-/);
    // The tap held on the copy, answered once on the app's run: that stop's form is open.
    await expect(page.getByRole('button', { name: noted.tapped ?? '' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await context.setOffline(false);
    await own.api.dispose();
    await dispose();
  });
});

test.describe('installable', () => {
  test('the manifest names the app in English and Bangla, with icons and colours', async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'Desh Courier',
      short_name: 'Desh Courier',
      lang: 'en',
      start_url: '/assigned-parcels',
      display: 'standalone',
      theme_color: '#006a4e',
      translations: { bn: { name: 'দেশ কুরিয়ার' } },
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('the field screens register the service worker, which precaches the rider’s page; the landing page does not', async ({
    page,
  }) => {
    // Two page loads, a wait for the worker's install and a reload: 45 s in a quiet run, so more on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.waitForTimeout(1000);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    ).toBe(0);

    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      const urls = precache ? (await (await caches.open(precache)).keys()).map((request) => request.url) : [];
      return { script: registration.active?.scriptURL ?? '', scope: registration.scope, urls };
    });
    expect(worker.script).toMatch(/\/sw\.js$/);
    expect(new URL(worker.scope).pathname).toBe('/');
    expect(worker.urls.some((url) => /\/index\.html/.test(url))).toBe(true);
    expect(worker.urls.some((url) => /\/assets\/assigned-parcels-[\w-]+\.js/.test(url))).toBe(true);

    // Opened again under the worker, the built files come straight from its precache (static routes,
    // public/sw-static-routes.js), not through its script.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map(
          (entry) =>
            (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
        ),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(['cache']));
  });
});
