import type { Page } from '@playwright/test';
import { demo, expect, loginViaApi, signUpViaApi, test } from './fixtures';
import { freshPhone, smsTo } from './sms-inbox';
import { bookViaApi, demoClients, parcelPickedUpInMirpur, takeOutForDelivery } from './support/api-steps';
import { latinLeftovers, pageText } from './support/bangla-text';

/**
 * Issue 25 on a phone: the receiver opens the private link from their SMS (in Bangla, with no
 * language chosen before), sees the rider at the door, adds instructions and drops a map pin from the
 * phone's location; the rider's run, already open, shows them at once. A day chosen later takes the
 * parcel out of today's stops.
 */

const pin = { latitude: 23.7465, longitude: 90.3763, accuracy: 12 };
const screens = process.env.RECEIVER_SCREENS === '1';

/** The path of the private link in the newest SMS to `phone` that carries one. */
async function linkFromSms(phone: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      () => {
        const links = smsTo(phone)
          .map((sms) => /\/r\/[A-Za-z0-9_-]{22}/.exec(sms.message)?.[0])
          .filter(Boolean);
        // The out-for-delivery SMS: the second link (the booking's one no longer works).
        path = links.length >= 2 ? (links.at(-1) ?? '') : '';
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return path;
}

async function shoot(page: Page, name: string) {
  if (!screens) return;
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.tmp/screens/receivers-${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe('the receiver’s private link on a phone', () => {
  // A replaced link answers 404 (the page says why); the browser logs that answer.
  test.use({ allowedErrors: [/status of 404/] });
  test.use({
    viewport: { width: 390, height: 844 },
    geolocation: pin,
    permissions: ['geolocation'],
  });

  test('the receiver adds instructions and a pin from the SMS link; the rider sees them in the run', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
    const phone = freshPhone('018');
    const parcel = await bookViaApi(customer, {
      receiverPhone: phone,
      deliveryAddress: 'বাসা ১২, রোড ৫, ধানমন্ডি',
    });
    await takeOutForDelivery(admin, rider, parcel._id);

    // The rider's run is open on their phone, in Bangla, before the receiver does anything.
    const riderContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'bn-BD' });
    await riderContext.addInitScript(() => localStorage.setItem('lang', 'bn'));
    const riderPage = await riderContext.newPage();
    await loginViaApi(riderPage, demo.rider.email, demo.rider.password);
    await riderPage.goto('/assigned-parcels');
    const card = riderPage.locator(
      `[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`,
    );
    await expect(card).toBeVisible();
    await expect(card.getByTestId('receiver-notes')).toHaveCount(0);

    // The receiver taps the link in the out-for-delivery SMS: no language chosen, the page is Bangla.
    await page.goto(await linkFromSms(phone));
    await expect(page.getByRole('heading', { level: 1, name: 'আপনার পার্সেল' })).toBeVisible();
    await expect(page.getByTestId('receiver-tracking-id')).toHaveText(parcel.trackingId);
    const riderBox = page.getByTestId('receiver-rider');
    await expect(riderBox).toContainText('Demo আজ আপনার পার্সেল নিয়ে আসছেন।');
    await expect(riderBox.getByRole('link', { name: /কল করুন/ })).toHaveAttribute('href', /^tel:01\d{9}$/);
    await expect.poll(async () => latinLeftovers(await pageText(page), ['Demo', 'Customer'])).toEqual([]);
    await shoot(page, 'page');

    await page.getByLabel('পরিচিত চিহ্ন').fill('নীল গেট, মসজিদের সামনে');
    await page.getByLabel('তলা বা ফ্ল্যাট').fill('৩য় তলা');
    await page.getByLabel('আসার আগে আমাকে কল করবেন').check();
    await page.getByRole('button', { name: 'নির্দেশনা সংরক্ষণ করুন' }).click();
    await expect(page.getByText('সংরক্ষিত। রাইডার এগুলো দেখতে পাবেন।')).toBeVisible();

    await page.getByRole('button', { name: 'আমার এখনকার লোকেশন দিন' }).click();
    await expect(page.getByTestId('receiver-pin-saved')).toHaveText('লোকেশন সংরক্ষিত (১২ মিটারের মধ্যে)।');
    await shoot(page, 'saved');

    // The rider's open run shows them without a reload (the parcel stream refreshed it).
    const notes = card.getByTestId('receiver-notes');
    await expect(notes.getByTestId('receiver-landmark')).toHaveText('পরিচিত চিহ্ন: নীল গেট, মসজিদের সামনে');
    await expect(notes.getByTestId('receiver-floor')).toHaveText('তলা: ৩য় তলা');
    await expect(notes.getByTestId('receiver-call-before')).toHaveText('আসার আগে কল করুন');
    await expect(notes.getByTestId('receiver-pin')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${pin.latitude},${pin.longitude}`)}`,
    );
    await expect(card.getByRole('link', { name: 'পথ দেখুন' })).toHaveAttribute(
      'href',
      /destination=23\.7465%2C90\.3763$/,
    );
    // The receiver's part of the card is Bangla (the run's other parcels carry English demo data).
    expect(latinLeftovers(await notes.innerText())).toEqual([]);
    await shoot(riderPage, 'rider-run');

    // Not at home today after all: the receiver picks the first day offered; the stop leaves today's run.
    await page.locator('label:has(input[name="receiver-day"])').first().click();
    await page.getByRole('button', { name: 'এই দিনে ডেলিভারি দিন' }).click();
    await expect(page.getByTestId('receiver-preferred')).toBeVisible();
    await expect(riderPage.getByTestId('run-later').getByTestId('receiver-day')).toBeVisible();
    await expect(
      riderPage
        .getByRole('list', { name: 'আজকের ডেলিভারি, ক্রম অনুযায়ী' })
        .locator(`[data-tracking-id="${parcel.trackingId}"]`),
    ).toHaveCount(0);

    // Public tracking says what happened, never the landmark, the floor or the pin.
    await page.getByRole('link', { name: 'যাত্রার প্রতিটি ধাপ দেখুন' }).click();
    await expect(page.getByText('প্রাপক রাইডারের জন্য লোকেশন দিয়েছেন')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('নীল গেট');
    await expect(page.locator('main')).not.toContainText('৩য় তলা');

    await riderContext.close();
    await dispose();
  });

  test('a replaced link says so in Bangla', async ({ page, playwright, baseURL }) => {
    const { customer, admin, rider, dispose } = await demoClients(playwright, baseURL ?? '');
    const phone = freshPhone('018');
    const parcel = await bookViaApi(customer, { receiverPhone: phone });
    await expect.poll(() => smsTo(phone).length, { timeout: 15_000 }).toBe(1);
    const first = /\/r\/[A-Za-z0-9_-]{22}/.exec(smsTo(phone)[0]?.message ?? '')?.[0] ?? '';
    await takeOutForDelivery(admin, rider, parcel._id);
    await linkFromSms(phone);
    await page.goto(first);
    await expect(
      page.getByText('এই লিংক আর কাজ করে না। দেশ কুরিয়ারের পাঠানো সবচেয়ে নতুন এসএমএসের লিংক ব্যবহার করুন।'),
    ).toBeVisible();
    await dispose();
  });

  test('a merchant booking cash on delivery sees the receiver’s record and a warning for a vague address; an admin hides a record', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const phone = freshPhone('018');
    // Records are for merchants the courier collects from (decision 036).
    await parcelPickedUpInMirpur(playwright, baseURL ?? '');
    await page.context().addInitScript(() => localStorage.setItem('lang', 'bn'));
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/book-a-parcel');
    await page.locator('#book-deliveryAddress').fill('মিরপুর');
    const warning = page.getByTestId('address-warning');
    await expect(warning).toContainText('এই ঠিকানা রাইডারের খুঁজে পাওয়ার জন্য হয়তো খুব ছোট।');
    await expect(warning).toContainText('প্রাপকের ফোন নম্বর যোগ করুন');
    await page.locator('#book-paymentMethod').selectOption('cod');
    await page.locator('#book-receiverPhone').fill(phone);
    await expect(warning).toContainText('প্রাপক এসএমএসে একটি লিংকও পাবেন');
    const record = page.getByTestId('receiver-record');
    await expect(record).toContainText('নতুন প্রাপক');
    await expect(record).toContainText('০ ডেলিভারি · ০ ফেরত · ০ প্রত্যাখ্যান');
    // The demo merchant's parcels were collected: a daily allowance, and what is left of it, in Bangla digits.
    await expect(page.getByTestId('receiver-record-allowance')).toHaveText(
      /^আজ [০-৯]+টির মধ্যে [০-৯]+টি দেখা বাকি$/,
    );
    await page.locator('#book-deliveryAddress').fill('বাসা ১২, রোড ৫, মিরপুর ১০');
    await expect(warning).toHaveCount(0);
    await shoot(page, 'booking');

    // The receiver asked support to hide their record: the admin records it on the admin screen.
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'bn-BD' });
    await adminContext.addInitScript(() => localStorage.setItem('lang', 'bn'));
    const adminPage = await adminContext.newPage();
    await loginViaApi(adminPage, demo.admin.email, demo.admin.password);
    await adminPage.goto('/admin/receiver-records');
    await adminPage.getByLabel('প্রাপকের ফোন').fill(phone);
    await adminPage.getByLabel('কীভাবে অনুরোধ করেছেন').fill('সহায়তা অনুরোধ ১২');
    await adminPage.getByRole('button', { name: 'রেকর্ড লুকান' }).click();
    await expect(adminPage.getByTestId('hidden-record').filter({ hasText: phone })).toBeVisible();
    await shoot(adminPage, 'admin');
    await adminContext.close();

    await page.reload();
    await page.locator('#book-paymentMethod').selectOption('cod');
    await page.locator('#book-receiverPhone').fill(phone);
    await expect(page.getByTestId('receiver-record')).toContainText('প্রাপকের অনুরোধে রেকর্ড লুকানো');
  });
});

/** The language switch's two copies of the choice (the `lang` cookie wins over localStorage), then a reload. */
async function chooseLanguage(page: Page, language: 'en' | 'bn') {
  await page.evaluate((value) => localStorage.setItem('lang', value), language);
  await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
  await page.reload();
}

/** Screenshots in English and Bangla, light and dark, 390 and 1280 px; `prepare` redraws the page after a reload. */
async function shootInBoth(page: Page, name: string, prepare: () => Promise<void>) {
  if (!screens) return;
  for (const language of ['en', 'bn'] as const) {
    await chooseLanguage(page, language);
    await prepare();
    await shoot(page, `${name}-${language}`);
  }
}

test.describe('who may look a receiver’s number up (issue 59)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new account is told by the phone field why not; the admin sees who looked the number up', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    // Sixteen full-page screenshots take minutes on a busy machine.
    test.setTimeout(screens ? 600_000 : 120_000);
    const phone = freshPhone('019');
    await parcelPickedUpInMirpur(playwright, baseURL ?? '');
    await signUpViaApi(page, 'Fresh Shop');
    const typeNumber = async () => {
      await page.locator('#book-paymentMethod').selectOption('cod');
      await page.locator('#book-receiverPhone').fill(phone);
      await expect(page.getByTestId('receiver-record-closed')).toBeVisible();
    };
    await page.goto('/book-a-parcel');
    await chooseLanguage(page, 'en');
    await typeNumber();
    // Said by the field before any lookup: the form asks nothing that is bound to be refused.
    await expect(page.getByTestId('receiver-record-closed')).toHaveText(
      'Receiver records open once the courier has picked up one of your parcels booked in the last 30 days.',
    );
    await expect(page.getByTestId('receiver-record')).toHaveCount(0);
    // A client that asks anyway (an API key's script, say) is refused, and the refusal is logged.
    const refused = await page.request.post('/api/receiver-records/lookup', { data: { phone } });
    expect(refused.status()).toBe(403);
    await shootInBoth(page, 'refused', async () => {
      await typeNumber();
      await page.locator('#book-receiverPhone').scrollIntoViewIfNeeded();
    });

    // The demo merchant, whose parcels the courier has collected, looks the same number up.
    const merchant = await browser.newContext();
    const merchantPage = await merchant.newPage();
    await loginViaApi(merchantPage, demo.customer.email, demo.customer.password);
    const answered = await merchantPage.request.post('/api/receiver-records/lookup', { data: { phone } });
    expect(answered.status()).toBe(200);
    await merchant.close();

    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await adminContext.newPage();
    await loginViaApi(adminPage, demo.admin.email, demo.admin.password);
    await adminPage.goto('/admin/receiver-records');
    await chooseLanguage(adminPage, 'en');
    const showLookups = async (label: string, button: string) => {
      await adminPage.getByLabel(label).fill(`+88${phone}`);
      await adminPage.getByRole('button', { name: button }).click();
      await expect(adminPage.getByTestId('receiver-lookup').first()).toBeVisible();
    };
    await showLookups('Number to check', 'Show lookups');
    const rows = adminPage.getByTestId('receiver-lookup');
    await expect(rows.nth(0)).toContainText(demo.customer.email);
    await expect(rows.nth(0)).toContainText('Answered');
    // The new account's one refusal: its form, drawn in each language, asked nothing.
    const refusals = rows.filter({ hasText: 'Fresh Shop' });
    await expect(refusals).toHaveCount(1);
    await expect(refusals.first()).toContainText('Refused: nothing collected');
    await expect(rows).toHaveCount(2);
    await shootInBoth(adminPage, 'lookups', async () => {
      const bangla = (await adminPage.evaluate(() => localStorage.getItem('lang'))) === 'bn';
      await showLookups(
        bangla ? 'যে নম্বর দেখবেন' : 'Number to check',
        bangla ? 'খোঁজগুলো দেখুন' : 'Show lookups',
      );
    });
    await adminContext.close();
  });
});
