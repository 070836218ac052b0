import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { payoutReversedReason } from '../packages/shared/src/schemas/ledger';
import { demo, expect, expectPopup, loginViaApi, test, uniqueEmail } from './fixtures';
import { freshPhone, smsTo } from './sms-inbox';
import { deliverWithPhoto, handInAndCarry, handOutAt } from './support/api-steps';
import { type LatinLeftover, latinLeftovers, pageText } from './support/bangla-text';

/**
 * Every page in Bangla, with data in its lists: no Latin digit and no English word outside the
 * allowed list (e2e/support/bangla-text.ts), including the server's answers when it refuses.
 */
type Playwright = PlaywrightWorkerArgs['playwright'];
const password = 'secret123';
const screens = process.env.BANGLA_SCREENS === '1';

/** Fields whose values people typed (names, addresses, references): data, not the page's words. */
const typedFields = new Set([
  'name',
  'fullName',
  'receiverName',
  'senderName',
  'riderName',
  'merchantName',
  'parcelTitle',
  'pickupAddress',
  'deliveryAddress',
  'address',
  'reference',
  'payoutReference',
  'merchantOrderId',
  'description',
  'note',
]);

function typedWords(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (typedFields.has(key)) for (const word of value.split(/[^A-Za-z0-9]+/)) if (word) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) typedWords(item, into, key);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) typedWords(item, into, name);
  }
}

/** Other tests' users and parcels show up in admin lists with English names: those words are data. */
function recordTypedData(page: Page): Set<string> {
  const words = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    typedWords(await response.json().catch(() => undefined), words);
  });
  return words;
}

async function expectBangla(page: Page, where: string, extra: string[] = [], data = new Set<string>()) {
  // Lists and figures arrive after the page: wait for the spinners to go.
  await expect(page.locator('main .loading:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  let leftovers: LatinLeftover[] = [];
  // Soft: one run lists every page's leftovers, not only the first page's.
  await expect
    .configure({ soft: true })
    .poll(
      async () => {
        leftovers = latinLeftovers(await pageText(page), [...extra, ...data]);
        return leftovers;
      },
      { message: `${where}: Latin text on the Bangla page`, timeout: 5_000 },
    )
    .toEqual([]);
  if (screens) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `.tmp/screens/bangla${where.replaceAll('/', '-')}-${width}.png`,
        fullPage: true,
      });
    }
  }
}

/** The private link of the out-for-delivery SMS to `phone` (the second link; the booking's stops working), or ''. */
function receiverLink(phone: string): string {
  const links = smsTo(phone)
    .map((sms) => /\/r\/[A-Za-z0-9_-]{22}/.exec(sms.message)?.[0] ?? '')
    .filter(Boolean);
  return links[1] ?? '';
}

async function hubCodesViaApi(page: Page): Promise<string[]> {
  const hubs = (await ok(await page.request.get('/api/hubs'))) as Array<{ code: string }>;
  return hubs.map((hub) => hub.code);
}

async function apiAs(playwright: Playwright, baseURL: string, account: { email: string; password: string }) {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post('/api/auth/sign-in/email', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

async function newAccount(playwright: Playwright, baseURL: string, name: string) {
  const context = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('bangla');
  const response = await context.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = await (await context.get('/api/auth/get-session')).json();
  return { api: context, email, password, id: session.user.id as string };
}

// biome-ignore lint/suspicious/noExplicitAny: test data read from JSON answers
async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200): Promise<any> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

const booking = {
  parcelTitle: 'শীতের জ্যাকেট',
  receiverName: 'সালমা আক্তার',
  receiverPhone: '01711000222',
  pickupAddress: 'বাড়ি ১২, সড়ক ৫, ধানমন্ডি',
  deliveryAddress: 'স্টেশন রোড, যশোর',
  pickupDistrict: 'dhaka',
  deliveryDistrict: 'jashore',
  parcelType: 'medium',
  // The courier's price: medium, Dhaka → Jashore ৳150, and the ৳10 COD charge.
  deliveryFee: 160,
  paymentMethod: 'cod',
  codAmount: 1000,
};

interface World {
  merchant: Awaited<ReturnType<typeof newAccount>>;
  rider: Awaited<ReturnType<typeof newAccount>>;
  trackingId: string;
  atDoorId: string;
  atDoorTrackingId: string;
  /** The at-the-door parcel's receiver: their SMS carries the private link. */
  atDoorPhone: string;
}

/** A merchant with a store, a key, a webhook and parcels in every state; a rider with cash; an admin's payout, reversed. */
async function buildWorld(playwright: Playwright, baseURL: string): Promise<World> {
  const admin = await apiAs(playwright, baseURL, demo.admin);
  const merchant = await newAccount(playwright, baseURL, 'নাসরিন ফ্যাশন');
  const rider = await newAccount(playwright, baseURL, 'রহিম উদ্দিন');
  const applicant = await newAccount(playwright, baseURL, 'করিম মিয়া');

  const form = { phone: '01812345678', region: 'dhaka', vehicleType: 'motorbike' };
  const riderId = (
    await ok(await rider.api.post('/api/riders', { data: { ...form, fullName: 'রহিম উদ্দিন' } }), 201)
  )._id as string;
  await ok(await admin.patch(`/api/approve-rider/${riderId}`));
  await ok(await applicant.api.post('/api/riders', { data: { ...form, fullName: 'করিম মিয়া' } }), 201);

  await ok(
    await merchant.api.post('/api/stores', {
      data: {
        name: 'নাসরিন ফ্যাশন হাউস',
        contactPhone: '01712345678',
        address: 'বাড়ি ১২, ধানমন্ডি',
        district: 'dhaka',
      },
    }),
    201,
  );
  await ok(await merchant.api.post('/api/api-keys', { data: { name: 'দোকানের অ্যাপ' } }), 201);
  await ok(
    await merchant.api.post('/api/webhooks', {
      data: { url: 'http://127.0.0.1:9/desh-hook', events: ['parcel.status_changed', 'parcel.delivered'] },
    }),
    201,
  );

  const book = async (extra: Record<string, unknown> = {}) =>
    (await ok(await merchant.api.post('/api/parcels', { data: { ...booking, ...extra } }), 201)) as {
      _id: string;
      trackingId: string;
    };
  const moveToDoor = async (id: string) => {
    await ok(await admin.patch(`/api/parcels/assign/${id}`, { data: { riderId } }));
    await ok(await rider.api.patch(`/api/parcels/${id}/status`, { data: { status: 'picked_up' } }));
    // The one road: the hubs take it in and hand it out to the rider.
    await handOutAt(admin, await handInAndCarry(admin, id), id);
  };

  const pending = await book();
  // Delivered with a photo and the exact cash: the rider holds ৳1,160, the merchant is owed ৳1,000.
  const delivered = await book();
  await moveToDoor(delivered._id);
  await deliverWithPhoto(rider.api, delivered._id, { receiverName: 'সালমা আক্তার', cashCollected: 116_000 });
  // At the door with a receiver phone: the receiver got a code (the rider's resend counter shows).
  const atDoorPhone = freshPhone('019');
  const atDoor = await book({ receiverPhone: atDoorPhone });
  await moveToDoor(atDoor._id);
  // A failed attempt with a day the receiver asked for (admin Deliveries shows that day).
  const failed = await book();
  await moveToDoor(failed._id);
  const tomorrow = new Date(Date.now() + 6 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  await ok(
    await rider.api.post(`/api/deliveries/${failed._id}/attempts`, {
      data: { reason: 'reschedule', rescheduleDate: tomorrow },
    }),
  );

  await ok(
    await rider.api.post('/api/ledger/handovers', {
      data: { amountPoisha: 50_000, idempotencyKey: crypto.randomUUID() },
    }),
    201,
  );
  const payout = await ok(
    await admin.post('/api/ledger/payouts', {
      data: {
        merchantId: merchant.id,
        amountPoisha: 40_000,
        method: 'bkash',
        reference: 'BK7X2QK9',
        idempotencyKey: crypto.randomUUID(),
      },
    }),
    201,
  );
  // Reversed by an admin whose page was in English: the merchant still reads the reason in Bangla.
  await ok(
    await admin.post(`/api/ledger/entries/${payout.entryId}/reverse`, {
      data: { reason: payoutReversedReason },
    }),
    201,
  );
  await ok(
    await admin.post('/api/ledger/payouts', {
      data: {
        merchantId: merchant.id,
        amountPoisha: 30_000,
        method: 'nagad',
        reference: 'NG55TR01',
        idempotencyKey: crypto.randomUUID(),
      },
    }),
    201,
  );
  await admin.dispose();
  await applicant.api.dispose();
  void pending;
  return {
    merchant,
    rider,
    trackingId: delivered.trackingId,
    atDoorId: atDoor._id,
    atDoorTrackingId: atDoor.trackingId,
    atDoorPhone,
  };
}

let world: World;

test.describe('every page in Bangla', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ locale: 'bn-BD', allowedErrors: [/status of 40[019]/] });

  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    world = await buildWorld(playwright, baseURL ?? '');
  });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  });

  test('signed out: home, login, sign-up, tracking, password reset', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    // The server sends the prerendered pages in the language of the `lang` cookie. (Only signed out:
    // Better Auth wants an Origin header on requests that carry cookies, which the API helpers omit.)
    await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
    for (const url of [
      '/',
      '/login',
      '/signup',
      `/track/${world.trackingId}`,
      '/forgot-password',
      '/login/phone',
      '/forgot-password/sms',
      '/contact',
      '/privacy/receivers',
    ]) {
      await page.goto(url);
      await expectBangla(page, url);
    }
    // The receiver's page behind the private link of their newest SMS (the out-for-delivery one).
    await expect.poll(() => receiverLink(world.atDoorPhone), { timeout: 15_000 }).not.toBe('');
    await page.goto(receiverLink(world.atDoorPhone));
    await expect(page.getByTestId('receiver-tracking-id')).toHaveText(world.atDoorTrackingId);
    await expectBangla(page, '/r');
    // A wrong password: the server's refusal in Bangla.
    await page.goto('/login');
    await page.locator('#login-email').fill(world.merchant.email);
    await page.locator('#login-password').fill('wrong-password');
    await page.locator('form[action="/login"] button[type="submit"]').click();
    await expectPopup(page, 'ইমেইল বা পাসওয়ার্ড ভুল');
  });

  test('a merchant: booking, parcels, payments, settings', async ({ page }) => {
    test.setTimeout(150_000);
    const data = recordTypedData(page);
    await loginViaApi(page, world.merchant.email, world.merchant.password);
    // The bulk page shows the CSV's column names and codes on purpose (they are what the file holds).
    const csvWords = [
      'parcelTitle',
      'receiverName',
      'receiverPhone',
      'pickupAddress',
      'deliveryAddress',
      'pickupDistrict',
      'deliveryDistrict',
      'parcelType',
      'weightGrams',
      'deliveryType',
      'regular',
      'express',
      'deliveryFee',
      'paymentMethod',
      'codMode',
      'codAmount',
      'amountToCollect',
      'fee_from_payout',
      'add_fee_to_receiver',
      'exchange',
      'exchangeItem',
      'merchantOrderId',
      'dhaka',
      'chattogram',
      'small',
      'medium',
      'large',
      'fragile',
      'cod',
      'prepaid',
    ];
    const pages: Array<[string, string[]]> = [
      ['/book-a-parcel', []],
      ['/my-parcel', []],
      ['/be-a-rider', []],
      ['/payments', []],
      ['/bulk-booking', csvWords],
      ['/settings/stores', []],
      ['/settings/api-keys', []],
      // Standard Webhooks: the name of the signing scheme merchants look up.
      ['/webhooks', ['Standard', 'Webhooks']],
      ['/settings/payout-account', []],
      ['/settings/account', []],
      ['/contact', []],
      ['/support/requests', []],
    ];
    for (const [url, extra] of pages) {
      await page.goto(url);
      await expectBangla(page, url, extra, data);
    }
    // The reversed payout's reason reads in Bangla, though an English page wrote it.
    await page.goto('/payments');
    await expect(page.getByText('অ্যাডমিন পেআউট ফেরত নিয়েছেন').first()).toBeVisible();

    // A booking the server refuses (the chosen store was removed meanwhile): its answer in Bangla.
    await page.goto('/book-a-parcel');
    await expect(page.locator('#book-storeId')).not.toHaveValue('');
    await page.locator('#book-parcelTitle').fill('বই');
    await page.locator('#book-parcelType').selectOption('small');
    await page.locator('#book-receiverName').fill('রুমা বেগম');
    await page.locator('#book-receiverPhone').fill('০১৭১১০০০৬৬৬');
    await page.locator('#book-deliveryAddress').fill('কলেজ রোড, কুমিল্লা');
    await page.locator('#book-paymentMethod').selectOption('prepaid');
    const stores = (await (await page.request.get('/api/stores')).json()) as Array<{ id: string }>;
    for (const store of stores)
      expect((await page.request.delete(`/api/stores/${store.id}`)).status()).toBe(204);
    await page.locator('form button[type="submit"]', { hasText: /বুক/ }).first().click();
    await expectPopup(page, 'বুকিং ব্যর্থ হয়েছে', 'আপনার একটি স্টোর বাছাই করুন।');
  });

  test('a rider: the run and the cash, and a wrong code refused in Bangla digits', async ({ page }) => {
    test.setTimeout(90_000);
    const data = recordTypedData(page);
    await loginViaApi(page, world.rider.email, world.rider.password);
    for (const url of ['/assigned-parcels', '/cash-in-hand']) {
      await page.goto(url);
      await expectBangla(page, url, [], data);
    }
    await page.goto('/assigned-parcels');
    const card = page.locator(
      `[data-testid="assigned-parcel"][data-tracking-id="${world.atDoorTrackingId}"]`,
    );
    await card.getByRole('button', { name: `ডেলিভারি দিন: পার্সেল ${world.atDoorTrackingId}` }).click();
    await card.getByLabel('প্রাপকের এসএমএসের ৬ অঙ্কের কোড').fill('000000');
    await card.getByLabel(/আদায় করা টাকা/).fill('১১৬০');
    await card.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
    await expect(card.getByTestId('delivery-error')).toHaveText('কোডটি ঠিক নয়। আর ৪ বার চেষ্টা করা যাবে।');
    await expectBangla(page, '/assigned-parcels (refused)', [], data);
  });

  test('a hub manager: the hub’s cash and field screens', async ({ page, playwright, baseURL }) => {
    // A manager of Sylhet hub of their own: the demo hub's screens show what other specs type there
    // at the same moment (deposit slips, vehicle numbers), which no answer to this page carries yet.
    const admin = await apiAs(playwright, baseURL ?? '', demo.admin);
    const manager = await newAccount(playwright, baseURL ?? '', 'সিলেট হাব ব্যবস্থাপক');
    await ok(
      await admin.post('/api/hubs/syl/staff', { data: { email: manager.email, position: 'manager' } }),
    );
    await Promise.all([admin.dispose(), manager.api.dispose()]);
    const data = recordTypedData(page);
    await loginViaApi(page, manager.email, manager.password);
    for (const url of ['/hub/cash', '/hub', '/hub/bags', '/hub/trips', '/hub/runs']) {
      await page.goto(url);
      await expectBangla(page, url, [], data);
    }
  });

  test('an admin: every admin page', async ({ page }) => {
    test.setTimeout(150_000);
    const data = recordTypedData(page);
    await loginViaApi(page, demo.admin.email, demo.admin.password);
    for (const url of [
      '/admin/dashboard-home',
      '/admin/pending-riders',
      '/admin/pending-parcels',
      '/admin/users',
      '/admin/cash-handovers',
      '/admin/merchants',
      '/admin/deliveries',
      '/admin/support',
      '/admin/network',
      '/admin/network/exceptions',
      '/admin/network/exceptions?status=resolved',
      '/admin/hubs',
      '/admin/rate-cards',
      '/admin/rate-cards?email=customer@desh.test',
      '/admin/holidays',
      '/admin/receiver-records',
    ]) {
      await page.goto(url);
      // Hub codes are printed on bag labels in Latin letters (RNG, DHK-SC): data, like names.
      const hubCodes = url === '/admin/hubs' ? await hubCodesViaApi(page) : [];
      // Demo accounts are named in English ("Demo Admin"): data, like the lists' other names.
      // A rate card's page names its merchant by email (data).
      const email = url.includes('email=') ? ['customer', 'desh', 'test'] : [];
      await expectBangla(page, url, ['Demo', 'Admin', 'Rider', 'Customer', ...hubCodes, ...email], data);
    }
  });
});
