import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, signUpViaApi, test, uniqueEmail } from './fixtures';
import { mailTo } from './mailbox';
import { freshPhone, smsTextTo } from './sms-inbox';
import { bookViaApi, deliverWithPhoto, handInAndCarry, handOutAt } from './support/api-steps';
import { type Look, newLookPage } from './support/look-page';

/** A signed-in (or not) page of its own, in a language, theme and width. */
async function openPage(
  browser: Browser,
  options: Look & { who?: { email: string; password: string } },
): Promise<Page> {
  const page = await newLookPage(browser, options);
  if (options.who) await loginViaApi(page, options.who.email, options.who.password);
  return page;
}

/** A cash-on-delivery parcel of the signed-in `merchant` page, delivered by a new rider: money on the books. */
async function deliverCodParcel(browser: Browser, merchant: Page, admin: Page): Promise<string> {
  const parcel = await bookViaApi(merchant.request, {
    parcelTitle: 'Saree',
    deliveryFee: 135,
    paymentMethod: 'cod',
    codAmount: 1500,
  });
  const rider = await openPage(browser, {});
  const email = uniqueEmail('payout-rider');
  await rider.request.post('/api/auth/sign-up/email', {
    data: { name: 'Payout Rider', email, password: 'secret123' },
  });
  const applied = await rider.request.post('/api/riders', {
    data: { fullName: 'Payout Rider', phone: '01712345679', region: 'dhaka', vehicleType: 'motorbike' },
  });
  const riderId = (await applied.json())._id as string;
  expect((await admin.request.patch(`/api/approve-rider/${riderId}`)).status()).toBe(200);
  expect(
    (await admin.request.patch(`/api/parcels/assign/${parcel._id}`, { data: { riderId } })).status(),
  ).toBe(200);
  expect(
    (
      await rider.request.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } })
    ).status(),
  ).toBe(200);
  // The one road: the hubs take it in and hand it out to the rider.
  await handOutAt(admin.request, await handInAndCarry(admin.request, parcel._id), parcel._id);
  await deliverWithPhoto(rider.request, parcel._id, { receiverName: 'Salma Akter', cashCollected: 163_500 });
  await rider.context().close();
  return parcel.trackingId as string;
}

const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

test.describe('support', () => {
  // 400 and 403: the payout account form's refusals without the password, and with a wrong one, are the point.
  test.use({ allowedErrors: [/401|Unauthorized|status of 40[03]/i] });

  test('a visitor finds support from the home page; an admin answers by SMS and closes the request', async ({
    page,
    browser,
  }) => {
    // Two pages and three axe runs: on a slow CI machine (2026-12-02) every step passed and the last check ended at
    // 134 s, a second inside test.slow()'s 135; its retry took 49 s.
    test.setTimeout(240_000);
    await page.goto('/');
    await page.getByTestId('support-link').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact & support');
    const details = page.getByTestId('contact-details');
    await expect(details.getByRole('link', { name: '+880 9612-000000' })).toHaveAttribute(
      'href',
      'tel:+8809612000000',
    );
    await expect(details.getByRole('link', { name: 'support@desh.test' })).toHaveAttribute(
      'href',
      'mailto:support@desh.test',
    );
    await expect(details).toContainText('Every day, around the clock (24/7)');

    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('#support-name-error')).toHaveText('Your name is required.');
    await expect(page.locator('#support-topic-error')).toHaveText('Choose what your request is about.');
    await axe(page);

    const phone = freshPhone('019');
    await page.getByLabel('Your name').fill('Karim Uddin');
    await page.getByLabel('Topic').selectOption({ label: 'A parcel or delivery' });
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Tracking ID (optional)').fill('DSH-12');
    await page.getByLabel('Message').fill('My parcel has not moved for three days.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('#support-trackingId-error')).toHaveText(
      'Tracking IDs look like DSH-1700000000000.',
    );
    await page.getByLabel('Tracking ID (optional)').fill('');
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByTestId('support-sent');
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(/Request #\d+ received/);
    const number = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1];

    const admin = await openPage(browser, { who: demo.admin });
    await admin.goto('/admin/support');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Support requests');
    await admin.getByRole('link', { name: new RegExp(`#${number}.*Karim Uddin`) }).click();
    const request = admin.getByTestId('support-request');
    await expect(request).toContainText('My parcel has not moved for three days.');
    await expect(request).toContainText('The answer is sent by SMS to the requester’s mobile.');
    await admin.getByLabel('Answer').fill('It left the Dhaka hub this morning.');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expectPopup(admin, 'Answer sent');
    await expect(request.locator('[data-status]')).toHaveText('Answered');
    await expect.poll(() => smsTextTo(phone)).toContain('It left the Dhaka hub this morning.');
    await axe(admin);
    await admin.getByRole('button', { name: 'Close request' }).click();
    await expectPopup(admin, 'Request closed');
    await expect(request.locator('[data-status]')).toHaveText('Closed');
    await admin.getByRole('link', { name: 'All requests' }).click();
    await admin.getByRole('button', { name: 'Closed' }).click();
    await expect(admin.getByTestId('support-requests')).toContainText('Karim Uddin');
    await axe(admin);
    await admin.context().close();
  });

  test('a signed-in customer’s request is filled in, answered by mail and shown under My support requests', async ({
    page,
    browser,
  }) => {
    test.slow();
    const customer = await signUpViaApi(page, 'Nasrin Sultana');
    await page.goto('/contact');
    await expect(page.getByLabel('Your name')).toHaveValue('Nasrin Sultana');
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await page.getByLabel('Topic').selectOption({ label: 'Payments and COD' });
    await page.getByLabel('Message').fill('When will my COD for last week be paid?');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('support-sent')).toBeFocused();

    const admin = await openPage(browser, { who: demo.admin });
    await admin.goto('/admin/support?status=open&topic=payment');
    await admin
      .getByRole('link', { name: /Nasrin Sultana/ })
      .first()
      .click();
    await expect(admin.getByTestId('support-request')).toContainText(
      'The answer is mailed to the requester.',
    );
    await admin.getByLabel('Answer').fill('It is paid out on Sunday by bKash.');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expectPopup(admin, 'Answer sent');
    await admin.context().close();

    await expect
      .poll(() =>
        mailTo(customer.email)
          .map((mail) => mail.text)
          .join('\n'),
      )
      .toContain('It is paid out on Sunday by bKash.');
    await page.getByTestId('support-sent').getByRole('link', { name: 'My support requests' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My support requests');
    await expect(page.getByTestId('support-answer')).toContainText('It is paid out on Sunday by bKash.');
    await axe(page);
  });

  test('a merchant’s payout account: set, changed with a notice, and used by the admin’s payout form', async ({
    page,
    browser,
  }) => {
    test.slow();
    const merchant = await signUpViaApi(page, 'Payout Merchant');
    const admin = await openPage(browser, { who: demo.admin });
    await deliverCodParcel(browser, page, admin);

    await page.goto('/settings/payout-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payout account');
    await page.getByLabel('bKash').check();
    await page.getByLabel('Wallet mobile number').fill('0171');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.locator('#payout-walletNumber-error')).toContainText(
      'Enter a valid Bangladeshi mobile number',
    );
    const wallet = freshPhone('018');
    await page.getByLabel('Wallet mobile number').fill(`+88 ${wallet}`);
    // A session alone cannot say where the money goes: the server asks for the password, by its field.
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.locator('#payout-current-password-error')).toHaveText(
      'Enter your password to make this change.',
    );
    await page.getByLabel('Your password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.locator('#payout-current-password-error')).toHaveText('That password is not right.');
    await page.getByLabel('Your password').fill(merchant.password);
    await page.getByRole('button', { name: 'Save account' }).click();
    await expectPopup(page, 'Payout account saved');
    await expect(page.getByTestId('payout-destination')).toHaveText(wallet);
    await expect(page.getByTestId('payout-hold')).toContainText('Payouts to this account start after');

    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByLabel('Bank account').check();
    await page.getByLabel('Bank name').fill('Dutch-Bangla Bank');
    await page.getByLabel('Branch').fill('Gulshan');
    await page.getByLabel('Account name').fill('Payout Traders');
    await page.getByLabel('Account number').fill('1234 5678 9012');
    await page.getByLabel('Routing number').fill('09026123');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.locator('#payout-routingNumber-error')).toHaveText('Routing numbers are 9 digits.');
    await page.getByLabel('Routing number').fill('090261234');
    await page.getByLabel('Your password').fill(merchant.password);
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByRole('button', { name: 'Yes, change it' }).click();
    await expectPopup(page, 'Payout account saved');
    await expect(page.getByTestId('payout-changes').locator('li').first()).toContainText(
      `From bKash ${wallet} to Dutch-Bangla Bank, Gulshan · Payout Traders · 123456789012 · 090261234`,
    );
    await axe(page);
    // The old wallet's phone (in Bangla, the SMS default) hears of the change, numbers hidden but the last
    // three; so does the address the account signs in with (where its password resets go), once a change.
    await expect.poll(() => smsTextTo(wallet)).toContain('•••২৩৪');
    await expect.poll(() => mailTo(merchant.email).length).toBe(2);
    expect(mailTo(merchant.email).at(-1)?.text).toContain('Before: bKash');

    await admin.goto('/admin/merchants');
    const row = admin.locator(`[data-testid="merchant"][data-email="${merchant.email}"]`);
    await expect(row.getByTestId('merchant-payout-account')).toContainText('Bank account');
    await expect(row.getByTestId('merchant-payout-account')).toContainText('Held until');
    await row.getByRole('button', { name: 'Record payout' }).click();
    await expect(row.getByLabel('Method')).toHaveValue('bank');
    await expect(row.getByTestId('payout-pays-to')).toContainText('Pays to: Dutch-Bangla Bank, Gulshan');
    await expect(row.getByTestId('payout-pays-to').getByTestId('payout-held')).toBeVisible();
    await axe(admin);
    await row.getByLabel('Amount').fill('500');
    await row.getByLabel('Reference').fill('BEFTN-7781');
    await row.getByRole('button', { name: 'Save payout' }).click();
    // The hold is the server's: the admin's payout to the new account is refused until it ends.
    await expect(row.getByTestId('payout-form')).toContainText('payouts to it are held until');
    await admin.context().close();
  });

  test('screens at 390 and 1280 px, light and dark, English and Bangla', async ({ page, browser }) => {
    test.skip(!process.env.SUPPORT_SCREENS, 'set SUPPORT_SCREENS=1 to take the screenshots');
    test.setTimeout(600_000);
    const customer = await signUpViaApi(page, 'Screen Customer');
    const admin = await openPage(browser, { who: demo.admin });
    const trackingId = await deliverCodParcel(browser, page, admin);
    await admin.context().close();
    const asked = await page.request.post('/api/support/requests', {
      data: {
        name: 'Screen Customer',
        email: customer.email,
        phone: '01812345678',
        topic: 'parcel',
        message: 'The rider could not find my house: please call before coming.',
        trackingId,
      },
    });
    const { id } = await asked.json();
    const proof = { currentPassword: customer.password };
    await page.request.put('/api/payout-account', {
      data: { method: 'nagad', walletNumber: '01612345678', ...proof },
    });
    await page.request.put('/api/payout-account', {
      data: { method: 'bkash', walletNumber: '01712345678', ...proof },
    });
    fs.mkdirSync('.tmp/screens', { recursive: true });
    const shots: Array<[string, string, { email: string; password: string } | undefined]> = [
      ['contact', '/contact', undefined],
      ['my-support', '/support/requests', customer],
      ['admin-support', '/admin/support?status=all', demo.admin],
      ['admin-support-request', `/admin/support/${id}`, demo.admin],
      ['payout-account', '/settings/payout-account', customer],
      ['admin-merchants', '/admin/merchants', demo.admin],
    ];
    for (const language of ['en', 'bn'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [390, 1280]) {
          for (const [name, path, who] of shots) {
            const view = await openPage(browser, { language, theme, width, who });
            await view.goto(path);
            await view.waitForLoadState('networkidle');
            await view.screenshot({
              path: `.tmp/screens/${name}-${language}-${width}-${theme}.png`,
              fullPage: true,
            });
            await view.context().close();
          }
        }
      }
    }
  });
});
