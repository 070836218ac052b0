import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import {
  demo,
  expect,
  expectPopup,
  loginViaApi,
  pickOption,
  recordPopups,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { freshPhone, smsTextTo, smsTo } from './sms-inbox';
import { handInAndCarry, handOutAt } from './support/api-steps';
import { screensWanted } from './support/screenshots';

const phone = { width: 390, height: 844 };
const screens = '.tmp/screens';

/** Waits until React owns the page, as the `page` fixture does after each navigation (decision 004). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    if (!document.getElementById('root')) return true;
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** One person's phone: cookies of its own, Bangla, and the fixture's rule on browser errors. */
async function openPhone(browser: Browser, problems: string[], who: string): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript(recordPopups);
  await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${who} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${who} page error: ${error}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // Navigations and EventSource streams are cancelled by design when a page changes.
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`${who} request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  return page;
}

/**
 * A full-page picture once the corner toasts have gone, so they do not hide what the step left; only in a
 * run that takes pictures (`E2E_SCREENS=1`), the wait for the toasts included.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!screensWanted()) return;
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  // From the top: scrolled, the fixed header would be drawn over the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screens}/journey-${name}.png`, fullPage: true });
}

test.describe('the whole journey in Bangla on a phone', () => {
  test.use({ viewport: phone });

  test('a merchant books cash on delivery, a new rider delivers it with the SMS code, the cash reaches the office and the merchant is paid', async ({
    page: merchant,
    browser,
    baseURL,
  }) => {
    // Four people, a dozen pages and three SMS on a machine shared with other runs.
    test.setTimeout(180_000);
    fs.mkdirSync(screens, { recursive: true });
    const origin = baseURL ?? '';
    const problems: string[] = [];
    const run = Date.now().toString(36);
    const receiverPhone = freshPhone('018');
    const riderName = `Journey Rider ${run}`;
    const reference = `BK${run.toUpperCase()}`;

    // Setup through the API: a new merchant, and a new rider who applies and is approved, so every
    // balance below starts at zero whatever else runs at the same time.
    const account = await signUpViaApi(merchant, 'মিতা ফ্যাশন');
    await merchant.addInitScript(() => localStorage.setItem('lang', 'bn'));
    const admin = await openPhone(browser, problems, 'admin');
    await loginViaApi(admin, demo.admin.email, demo.admin.password);
    const rider = await openPhone(browser, problems, 'rider');
    const signedUp = await rider.request.post('/api/auth/sign-up/email', {
      data: { name: riderName, email: uniqueEmail('journey-rider'), password: 'secret123' },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const applied = await rider.request.post('/api/riders', {
      data: { fullName: riderName, phone: freshPhone('018'), region: 'dhaka', vehicleType: 'motorbike' },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const riderId = (await applied.json())._id as string;
    const approved = await admin.request.patch(`/api/approve-rider/${riderId}`);
    expect(approved.status(), await approved.text()).toBe(200);

    // 1. The merchant books ৳500 cash on delivery from Dhaka to Cumilla, through the Bangla form.
    await visit(merchant, '/book-a-parcel');
    await expect(merchant.getByRole('heading', { level: 1 })).toHaveText('পার্সেল বুক করুন');
    await merchant.getByLabel('পার্সেলের নাম', { exact: true }).fill('জামদানি শাড়ি');
    await merchant.getByLabel('পার্সেলের ধরন', { exact: true }).selectOption({ label: 'ছোট (১ কেজির কম)' });
    await merchant.getByLabel('প্রাপকের নাম', { exact: true }).fill('রুপা বেগম');
    await merchant.getByLabel('প্রাপকের ফোন', { exact: true }).fill(receiverPhone);
    await merchant.getByLabel('প্রাপকের এসএমএসের ভাষা', { exact: true }).selectOption({ label: 'বাংলা' });
    await merchant.getByLabel('পিকআপ ঠিকানা', { exact: true }).fill('বাড়ি ৩, রোড ৭, ধানমন্ডি');
    await merchant.getByLabel('ডেলিভারি ঠিকানা', { exact: true }).fill('কলেজ রোড, কুমিল্লা');
    await pickOption(merchant, 'পিকআপ জেলা (ঐচ্ছিক)', 'dhaka', 'ঢাকা');
    await pickOption(merchant, 'ডেলিভারি জেলা (ঐচ্ছিক)', 'কুমিল্লা', 'কুমিল্লা');
    await merchant.getByLabel('পেমেন্ট পদ্ধতি', { exact: true }).selectOption({ label: 'ক্যাশ অন ডেলিভারি' });
    // Goods value plus the charge, the way this shop prices (the form starts all in).
    await merchant.getByRole('radio', { name: /পণ্যের মূল্য \+ ডেলিভারি চার্জ/ }).check();
    await merchant.getByLabel('পণ্যের মূল্য আদায় (৳, ঐচ্ছিক)', { exact: true }).fill('500');
    // Small, elsewhere in Bangladesh: ৳120, and the ৳10 least COD charge.
    await expect(merchant.getByTestId('quote-summary')).toContainText('বাংলাদেশের অন্যান্য এলাকা');
    await expect(merchant.getByTestId('quote-total')).toHaveText('৳১৩০');
    const fee = merchant.getByLabel('ডেলিভারি ফি (৳)', { exact: true });
    await expect(fee).toHaveValue('130');
    await merchant.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();
    await expectPopup(merchant, 'পার্সেল সফলভাবে যোগ হয়েছে!');
    const confirmation = merchant.getByTestId('booking-confirmation');
    await expect(confirmation).toContainText('আপনার পার্সেল বুক হয়েছে।');
    const bookedId = confirmation.getByTestId('booked-tracking-id');
    await expect(bookedId).toHaveText(/^DSH-\d{13}$/);
    const trackingId = (await bookedId.textContent()) ?? '';
    const trackingLink = `${origin}/track/${trackingId}`;
    await expect(confirmation.getByRole('link', { name: 'পার্সেলটি ট্র্যাক করুন' })).toHaveAttribute(
      'href',
      `/track/${trackingId}`,
    );
    // The receiver learns of the parcel by SMS, in Bangla, with their private link (issue 25).
    await expect
      .poll(() => smsTextTo(receiverPhone))
      .toMatch(
        new RegExp(
          `Desh Courier: .+-এর পার্সেল ${trackingId} বুক হয়েছে। (ডেলিভারিতে দেবেন ৳[০-৯,.]+।|কিছু দিতে হবে না।) দিন বাছুন, নির্দেশনা দিন: ${origin}/r/[A-Za-z0-9_-]{22}`,
        ),
      );
    await screenshot(merchant, 'merchant-booked');

    // 2. The admin assigns the new rider from the pending parcels.
    await visit(admin, '/admin/pending-parcels');
    const pending = admin.locator(`[data-testid="pending-parcel"][data-tracking-id="${trackingId}"]`);
    await expect(pending).toContainText('কলেজ রোড, কুমিল্লা');
    // The riders are drawn when the admin reaches for the dropdown, as a person does.
    const riderSelect = pending.getByLabel(`পার্সেল ${trackingId}-এর রাইডার`);
    await expect(riderSelect).toBeEnabled();
    await riderSelect.focus();
    await riderSelect.selectOption(riderId);
    await screenshot(admin, 'admin-assign');
    await pending.getByRole('button', { name: 'নির্ধারণ করুন' }).click();
    await expectPopup(admin, 'সফল!', 'রাইডার সফলভাবে নির্ধারণ করা হয়েছে!');
    await expect(pending).toHaveCount(0);
    await screenshot(admin, 'admin-assigned');

    // 3. The rider walks it to the door, asks for the code the receiver got and takes the exact cash.
    await visit(rider, '/assigned-parcels');
    const card = rider.locator(`[data-testid="assigned-parcel"][data-tracking-id="${trackingId}"]`);
    const status = card.locator('[data-status]').first();
    await expect(status).toHaveText('রাইডার নির্ধারিত');
    // A pickup shows the shop and how many parcels to take there, not the cash: that is collected at the door.
    await expect(card.getByTestId('amount-to-collect')).toHaveCount(0);
    // The rider picks it up; "in transit" and "out for delivery" are the hubs' scans (the one road).
    const steps = [{ step: 'পিক আপ হয়েছে', status: 'picked_up', toast: 'সম্পন্ন: পিক আপ হয়েছে' }];
    for (const next of steps) {
      await card.getByRole('button', { name: `${next.step}: পার্সেল ${trackingId}` }).click();
      const ask = rider.locator('.swal2-popup');
      await expect(ask).toContainText(`পার্সেল ${trackingId}: ${next.step}?`);
      await ask.getByRole('button', { name: 'হ্যাঁ, হালনাগাদ করুন!' }).click();
      await expectPopup(rider, next.toast);
      await expect(status).toHaveAttribute('data-status', next.status);
    }
    // Handed in at the hub and carried to the rider's hub, which hands it to them: out for delivery.
    const runNow = (await (await rider.request.get('/api/deliveries/run')).json()) as Array<{
      parcelId: string;
      parcel: { trackingId: string };
    }>;
    const parcelId = runNow.find((item) => item.parcel.trackingId === trackingId)?.parcelId ?? '';
    await handOutAt(admin.request, await handInAndCarry(admin.request, parcelId), parcelId);
    await expect(status).toHaveAttribute('data-status', 'out_for_delivery');
    await expect(card.getByTestId('amount-to-collect')).toHaveText('৳৬৩০');
    let code = '';
    await expect
      .poll(() => {
        const sms = smsTo(receiverPhone).find((message) => message.message.includes('ডেলিভারি কোড'));
        code = /কোড (\d{6})/.exec(sms?.message ?? '')?.[1] ?? '';
        return sms?.message ?? '';
      })
      .toMatch(new RegExp(`${origin}/r/[A-Za-z0-9_-]{22}$`));
    expect(code).toMatch(/^\d{6}$/);
    await card.getByRole('button', { name: `ডেলিভারি দিন: পার্সেল ${trackingId}` }).click();
    await card.getByLabel('প্রাপকের এসএমএসের ৬ অঙ্কের কোড').fill(code);
    // Typed as a rider on a Bangla keyboard would.
    await card.getByLabel('আদায় করা টাকা (আদায় করতে হবে ৳৬৩০)').fill('৬৩০');
    await card.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
    await expectPopup(rider, `পার্সেল ${trackingId} ডেলিভারি হয়েছে`);
    await expect(status).toHaveAttribute('data-status', 'delivered');
    await expect(status).toHaveText('ডেলিভারি হয়েছে');
    await expect
      .poll(() => smsTo(receiverPhone).map((sms) => sms.message))
      .toContain(`Desh Courier: আপনার পার্সেল ${trackingId} ডেলিভারি হয়েছে। ধন্যবাদ! ${trackingLink}`);
    await screenshot(rider, 'rider-delivered');

    // 4. The rider declares the ৳630 at the office; the admin counts it and confirms.
    await rider.getByRole('main').getByRole('link', { name: 'হাতে থাকা টাকা' }).click();
    await expect(rider).toHaveURL(/\/cash-in-hand$/);
    await expect(rider.getByTestId('cash-in-hand-value')).toHaveText('৳৬৩০');
    await expect(rider.getByTestId('collection')).toContainText(trackingId);
    await rider.getByRole('button', { name: 'পুরোটা' }).click();
    await expect(rider.getByLabel('যত টাকা জমা দিচ্ছেন')).toHaveValue('630');
    await rider.getByRole('button', { name: 'জমার ঘোষণা দিন' }).click();
    await expectPopup(rider, 'জমার ঘোষণা হয়েছে। আপনার হাব বা অফিস গুনে নিশ্চিত করবে।');
    await expect(rider.getByTestId('cash-awaiting-value')).toHaveText('৳৬৩০');
    await expect(rider.getByTestId('handover')).toContainText('অপেক্ষমাণ');
    await screenshot(rider, 'rider-handover');

    await visit(admin, '/admin/cash-handovers');
    const handover = admin.locator(`[data-testid="admin-handover"][data-rider="${riderName}"]`);
    await expect(handover).toContainText('৳৬৩০');
    await handover.getByLabel('গোনা টাকা').fill('৬৩০');
    await expect(handover.getByTestId('handover-difference')).toHaveCount(0);
    await handover.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expectPopup(admin, 'জমা নিশ্চিত হয়েছে।');
    const confirmed = admin
      .getByRole('region', { name: 'নিশ্চিত করা জমা' })
      .locator(`[data-testid="admin-handover"][data-rider="${riderName}"]`);
    await expect(confirmed.locator('[data-status]')).toHaveText('নিশ্চিত');
    await expect(confirmed.getByText('গোনা', { exact: true })).toBeVisible();
    await expect(handover.getByRole('button', { name: 'নিশ্চিত করুন' })).toHaveCount(0);
    await screenshot(admin, 'admin-handover');
    await rider.reload();
    await expect(rider.getByTestId('cash-in-hand-value')).toHaveText('৳০');
    await expect(rider.getByTestId('cash-awaiting-value')).toHaveText('৳০');
    await expect(rider.getByTestId('cash-receivable-value')).toHaveText('৳০');

    // 5. The merchant is owed the ৳500 of goods; the admin pays ৳300 of it by bKash.
    await visit(admin, '/admin/merchants');
    const row = admin.locator(`[data-testid="merchant"][data-email="${account.email}"]`);
    await expect(row.getByTestId('merchant-payable')).toHaveText('৳৫০০');
    await row.getByRole('button', { name: 'পেআউট লিখুন' }).click();
    await row.getByLabel('টাকা', { exact: true }).fill('৩০০');
    await row.getByLabel('মাধ্যম').selectOption({ label: 'বিকাশ' });
    await row.getByLabel('রেফারেন্স').fill(reference);
    await row.getByRole('button', { name: 'পেআউট সংরক্ষণ করুন' }).click();
    await expectPopup(admin, 'পেআউট লেখা হয়েছে।');
    await expect(row.getByTestId('merchant-payable')).toHaveText('৳২০০');
    await screenshot(admin, 'admin-payout');

    // 6. The merchant's Payments page, reached from the phone menu: the delivery, the money and the payout.
    // What a finger hits: the label over the menu button (labelled 'মেনু খুলুন').
    await expect(merchant.getByRole('button', { name: 'মেনু খুলুন' })).toBeVisible();
    await merchant.getByRole('banner').locator('label[for="nav-drawer"]').click();
    await merchant.getByTestId('nav-drawer').getByRole('link', { name: 'পেমেন্ট' }).click();
    await expect(merchant).toHaveURL(/\/payments$/);
    await expect(merchant.getByTestId('payable-value')).toHaveText('৳২০০');
    await expect(merchant.getByTestId('cod-collected-value')).toHaveText('৳৬৩০');
    await expect(merchant.getByTestId('cod-collected')).toContainText('ডেলিভারি হওয়া পার্সেল: ১');
    await expect(merchant.getByTestId('fees-value')).toHaveText('৳১৩০');
    await expect(merchant.getByTestId('paid-out-value')).toHaveText('৳৩০০');
    const payout = merchant.getByTestId('payout');
    await expect(payout).toHaveCount(1);
    await expect(payout).toContainText(`বিকাশ · ${reference}`);
    await expect(payout).toContainText('৳৩০০');
    // Newest first: the payout, then the delivery it paid for.
    const lines = merchant.getByTestId('statement-card');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('পেআউট');
    await expect(lines.nth(0)).toContainText('-৳৩০০');
    await expect(lines.nth(0)).toContainText('৳২০০');
    await expect(lines.nth(1)).toContainText('ডেলিভারি');
    await expect(lines.nth(1)).toContainText(trackingId);
    await expect(lines.nth(1)).toContainText('জামদানি শাড়ি');
    await expect(lines.nth(1)).toContainText('+৳৫০০');
    await screenshot(merchant, 'merchant-payments');

    // The receiver follows the link from the SMS: delivered, in Bangla.
    const receiver = await openPhone(browser, problems, 'receiver');
    await visit(receiver, trackingLink);
    await expect(receiver.getByRole('heading', { name: trackingId })).toBeVisible();
    await expect(receiver.getByTestId('tracking-status')).toHaveText('ডেলিভারি হয়েছে');
    const latest = receiver.getByTestId('tracking-timeline').locator('li').last();
    await expect(latest).toHaveAttribute('data-status', 'delivered');
    await expect(latest).toContainText('পার্সেলটি ডেলিভারি করা হয়েছে।');
    await screenshot(receiver, 'receiver-track');

    expect(problems, 'unexpected browser errors').toEqual([]);
    for (const page of [admin, rider, receiver]) await page.context().close();
  });
});
