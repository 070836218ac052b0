import type { Page, Request, Route } from '@playwright/test';
import { demo, expect, loginViaApi, signUpViaApi, test } from './fixtures';
import { freshPhone } from './sms-inbox';
import {
  bookViaApi,
  demoClients,
  newApprovedRider,
  parcelPickedUpInMirpur,
  takeOutForDelivery,
} from './support/api-steps';
import { screensWanted } from './support/screenshots';

/**
 * The signed-in pages the server draws (apps/api plugins/first-screen.ts): the page arrives with its
 * first screen and its first data in it, shown as a copy before the app's code has run; a tap on the
 * copy is kept and made once in the app's page; the app asks for none of that data again.
 * `E2E_SCREENS=1` also photographs the copies (before the app runs) at 390 px, en+bn, light+dark.
 */
const screens = screensWanted();
// The pages are opened with the app held back: each test waits for what it needs itself.
// No service worker: once its precache is in, it serves the app's entry itself, past the hold (page.route).
test.use({ waitForApp: false, serviceWorkers: 'block' });

/** Holds the app's entry script back until `release()`: until then only the server's copy is on screen. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(/\/assets\/index-[^/]+\.js$/, handler);
  return { release: async () => release() };
}

function requestsOf(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return (pathname: string) => requests.filter((request) => new URL(request.url()).pathname === pathname);
}

/** Opens `url` with the app held back (the server's copy alone on screen), noting every request the page makes. */
async function openWithAppHeld(page: Page, url: string) {
  const requestsTo = requestsOf(page);
  const held = await holdTheApp(page);
  await page.goto(url, { waitUntil: 'commit' });
  return { requestsTo, held };
}

async function photographCopies(page: Page, url: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const language of ['en', 'bn'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
      await page.evaluate(
        ({ lang, look }) => {
          localStorage.setItem('lang', lang);
          localStorage.setItem('theme', look);
        },
        { lang: language, look: theme },
      );
      const held = await holdTheApp(page);
      await page.goto(url, { waitUntil: 'commit' });
      await ready(page);
      // The Bangla font (font-display: swap) arrives after the copy's first paint: photographed with it.
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `.tmp/screens/first-screen-${name}-${language}-${theme}-390.png` });
      await held.release();
      await expect(page.locator('#page-copy')).toHaveCount(0, { timeout: 30_000 });
      await page.unrouteAll({ behavior: 'wait' });
    }
  }
}

test('the merchant’s dashboard arrives drawn with its figures; its menu opened before the app runs stays open', async ({
  page,
}) => {
  test.setTimeout(screens ? 240_000 : 90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, 'First Screen Shop');
  for (let booked = 0; booked < 2; booked += 1) await bookViaApi(page.request);
  const { requestsTo, held } = await openWithAppHeld(page, '/dashboard');

  // Before the app's code has run: the server's copy, with the shop's figures.
  const copy = page.locator('#page-copy');
  await expect(copy.getByRole('heading', { level: 1 })).toHaveText('Your shop today');
  await expect(copy.getByTestId('dashboard-count').filter({ hasText: 'Booked today' })).toContainText('2');
  await expect(page.locator('#root')).toBeHidden();
  await expect(page).toHaveTitle('Your shop today · Desh Courier');
  // The menu, tapped on the copy: daisyUI's drawer opens without the app…
  // (The label laid over the menu button takes the tap: it opens daisyUI's drawer without scripts.)
  await copy.locator('label[for="nav-drawer"]').first().click();
  await expect(copy.getByTestId('nav-drawer')).toBeInViewport();

  await held.release();
  // …and stays open in the app's page, which has the same figures.
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('dashboard-count').filter({ hasText: 'Booked today' })).toContainText('2');
  await expect(page.getByTestId('nav-drawer')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  // The data came in the page: the app asked for neither the session nor the figures.
  expect(requestsTo('/api/parcels/dashboard')).toHaveLength(0);
  expect(requestsTo('/api/auth/get-session')).toHaveLength(0);
  expect(await page.locator('#first-data').count()).toBe(0);

  if (screens)
    await photographCopies(page, '/dashboard', 'dashboard', async (on) => {
      await expect(on.locator('#page-copy').getByTestId('daily-chart')).toBeVisible();
    });
});

test('My Parcels arrives drawn; a Cancel tapped before the app runs asks once, for that parcel', async ({
  page,
}) => {
  test.setTimeout(screens ? 240_000 : 90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, 'First Screen List');
  const first = await bookViaApi(page.request);
  const second = await bookViaApi(page.request);
  const { requestsTo, held } = await openWithAppHeld(page, '/my-parcel');
  const copy = page.locator('#page-copy');
  const card = copy.locator(`#parcel-card-${first.trackingId}`);
  await expect(card).toContainText(first.trackingId);
  await expect(copy.locator(`#parcel-card-${second.trackingId}`)).toBeVisible();
  await card.getByRole('button', { name: /Cancel/ }).click();
  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  // The tap, made once in the app's list: one question, about the parcel tapped.
  const popup = page.locator('.swal2-popup');
  await expect(popup).toContainText('Cancel this parcel?');
  await expect(popup).toContainText(first.trackingId);
  await expect(popup).toHaveCount(1);
  await popup.getByRole('button', { name: 'Keep it' }).click();
  await expect(popup).toHaveCount(0);
  expect(requestsTo('/api/parcels')).toHaveLength(0);

  if (screens)
    await photographCopies(page, '/my-parcel', 'my-parcels', async (on) => {
      await expect(on.locator(`#page-copy #parcel-card-${first.trackingId}`)).toBeVisible();
    });
});

test("a shop's parcel page arrives drawn with the parcel; the app asks for it no second time", async ({
  page,
}) => {
  test.setTimeout(screens ? 240_000 : 90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, 'First Screen Parcel');
  const { trackingId } = await bookViaApi(page.request);
  const { requestsTo, held } = await openWithAppHeld(page, `/my-parcel/${trackingId}`);
  const copy = page.locator('#page-copy');
  await expect(copy.getByTestId('page-receiver-facts')).toBeVisible();
  await expect(copy).toContainText(trackingId);
  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('page-receiver-facts')).toBeVisible();
  expect(requestsTo(`/api/parcels/${trackingId}/page`)).toHaveLength(0);

  // A parcel that is not the shop's: the plain shell, and the app says so as before.
  const unknown = await page.request.get('/my-parcel/DSH-1000000000000');
  expect(await unknown.text()).not.toContain('<div id="page-copy"');

  if (screens)
    await photographCopies(page, `/my-parcel/${trackingId}`, 'parcel', async (on) => {
      await expect(on.locator('#page-copy').getByTestId('page-receiver-facts')).toBeVisible();
    });
});

test("the rider's run arrives drawn with its stops; a stop's button tapped before the app runs is made once", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(screens ? 300_000 : 150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, admin, dispose } = await demoClients(playwright, baseURL ?? '');
  // A rider of the test's own: the demo rider's run is shared with every spec running meanwhile.
  const own = await newApprovedRider(playwright, baseURL ?? '', admin, 'Drawn Run Rider');
  const doors = [];
  for (let door = 0; door < 2; door += 1) {
    const parcel = await bookViaApi(customer, { receiverPhone: freshPhone('016') });
    await takeOutForDelivery(admin, own.api, parcel._id, own.riderId);
    doors.push(parcel);
  }
  await loginViaApi(page, own.email, own.password);
  const { requestsTo, held } = await openWithAppHeld(page, '/assigned-parcels');

  // Before the app's code has run: the server's copy of the run, with both doors.
  const copy = page.locator('#page-copy');
  const failed = `Delivery failed: parcel ${doors[0]?.trackingId}`;
  await expect(copy.getByTestId('run-counts')).toBeVisible();
  for (const door of doors) await expect(copy).toContainText(door.trackingId);
  await expect(page.locator('#root')).toBeHidden();
  await copy.getByRole('button', { name: failed }).click();

  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  // The tap, made once on the app's run: that stop's form is open.
  await expect(page.getByRole('button', { name: failed })).toHaveAttribute('aria-expanded', 'true');
  // The run came in the page: the app did not ask for it again.
  expect(requestsTo('/api/deliveries/run')).toHaveLength(0);
  expect(requestsTo('/api/auth/get-session')).toHaveLength(0);

  // Anyone but a rider: the plain shell (and the app's own answer, as before).
  const shop = await customer.get('/assigned-parcels');
  expect(await shop.text()).not.toContain('<div id="page-copy"');

  if (screens)
    await photographCopies(page, '/assigned-parcels', 'run', async (on) => {
      await expect(on.locator('#page-copy').getByTestId('run-counts')).toBeVisible();
    });
  await own.api.dispose();
  await dispose();
});

test("the hub's scan station arrives drawn; a wedge scan made on it before the app runs is sent once", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(screens ? 300_000 : 120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const parcel = await parcelPickedUpInMirpur(playwright, baseURL ?? '');
  await loginViaApi(page, demo.hub.email, demo.hub.password);
  const scansSent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/network\/hubs\/[^/]+\/scans$/.test(request.url()))
      scansSent.push(request.postData() ?? '');
  });
  const { requestsTo, held } = await openWithAppHeld(page, '/hub');

  // Before the app's code has run: the station's copy, its scan field taking keys.
  const copy = page.locator('#page-copy');
  await expect(copy.getByTestId('scan-prompt')).toBeVisible();
  await expect(copy.locator('#hub-scan')).toBeEnabled();
  await expect(page.locator('#root')).toBeHidden();
  // A keyboard scanner types the label in a burst and presses Enter, wherever the focus is.
  await copy.getByRole('heading', { level: 1 }).click();
  await page.keyboard.type(parcel.trackingId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(copy.locator('#hub-scan')).toHaveValue('');

  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  // The scan, carried to the app's field and sent once: received at the hub.
  const results = page.getByTestId('scan-results').getByRole('listitem');
  await expect(results.first()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(results.first()).toContainText(parcel.trackingId);
  await expect(results).toHaveCount(1);
  expect(scansSent).toHaveLength(1);
  expect(scansSent[0]).toContain(parcel.trackingId);
  // The station's hubs came in the page: the app did not ask for them again.
  expect(requestsTo('/api/network/my-hubs')).toHaveLength(0);
  expect(requestsTo('/api/auth/get-session')).toHaveLength(0);

  if (screens)
    await photographCopies(page, '/hub', 'hub-scan', async (on) => {
      await expect(on.locator('#page-copy').getByTestId('scan-prompt')).toBeVisible();
    });
});

test("the hub's runs arrive drawn with the hub's work; the app asks for none of it again", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(screens ? 300_000 : 120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, dispose } = await demoClients(playwright, baseURL ?? '');
  const toPickUp = await bookViaApi(customer, { pickupDistrict: 'Dhaka', pickupUpazila: 'Mirpur' });
  await dispose();
  await loginViaApi(page, demo.hub.email, demo.hub.password);
  const { requestsTo, held } = await openWithAppHeld(page, '/hub/runs');

  // Before the app's code has run: the board with the pickup waiting, its tick box waiting for the app.
  const copy = page.locator('#page-copy');
  const tick = (within: typeof copy) =>
    within.getByRole('checkbox', { name: new RegExp(toPickUp.trackingId) });
  await expect(tick(copy)).toBeDisabled();
  await expect(copy.locator('#riders-today')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();

  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  await tick(page.locator('#root')).check();
  await expect(page.getByTestId('assign-bar')).toBeVisible();
  // The hub, its work and its riders came in the page: the app asked for none of them.
  const hubs = (await (await page.request.get('/api/network/my-hubs')).json()) as Array<{ id: string }>;
  const hubId = encodeURIComponent(hubs[0]?.id ?? '');
  expect(requestsTo('/api/network/my-hubs')).toHaveLength(0);
  expect(requestsTo(`/api/network/hubs/${hubId}/work`)).toHaveLength(0);
  expect(requestsTo(`/api/network/hubs/${hubId}/riders-today`)).toHaveLength(0);

  if (screens)
    await photographCopies(page, '/hub/runs', 'hub-runs', async (on) => {
      await expect(on.locator('#page-copy #riders-today')).toBeVisible();
    });
});

test("the admin's parcel page arrives drawn with the parcel's story; a correction chosen before the app runs is opened once", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(screens ? 300_000 : 120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, dispose } = await demoClients(playwright, baseURL ?? '');
  const { trackingId } = await bookViaApi(customer);
  await dispose();
  await loginViaApi(page, demo.admin.email, demo.admin.password);
  const { requestsTo, held } = await openWithAppHeld(page, `/admin/parcels/${trackingId}`);

  const copy = page.locator('#page-copy');
  await expect(copy.getByTestId('parcel-summary')).toBeVisible();
  await expect(copy).toContainText(trackingId);
  await expect(page.locator('#root')).toBeHidden();
  await copy.getByRole('button', { name: 'Hold', exact: true }).click();

  await held.release();
  await expect(copy).toHaveCount(0, { timeout: 30_000 });
  // The tap, made once on the app's page: the hold's form is open.
  await expect(page.getByRole('button', { name: 'Hold', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(requestsTo(`/api/admin/parcels/${trackingId}/story`)).toHaveLength(0);
  expect(requestsTo('/api/auth/get-session')).toHaveLength(0);

  // A parcel nobody booked: the plain shell, and the app says so as before.
  const unknown = await page.request.get('/admin/parcels/DSH-1000000000000');
  expect(await unknown.text()).not.toContain('<div id="page-copy"');

  if (screens)
    await photographCopies(page, `/admin/parcels/${trackingId}`, 'admin-parcel', async (on) => {
      await expect(on.locator('#page-copy').getByTestId('parcel-summary')).toBeVisible();
    });
});

test('a signed-out visitor gets the plain shell and the sign-in page', async ({ page }) => {
  const answer = await page.request.get('/dashboard');
  expect(await answer.text()).not.toContain('<div id="page-copy"');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#page-copy')).toHaveCount(0);
});
