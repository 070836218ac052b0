import type { Browser } from '@playwright/test';
import { expect, expectPopup, signUpViaApi, test, uniqueEmail } from './fixtures';
import { freshPhone, smsTextTo } from './sms-inbox';
import { type Look, newLookPage } from './support/look-page';
import { shootBothThemes } from './support/screenshots';

/** A new merchant with a password, signed in on a page of its own. */
async function merchantPage(browser: Browser, look: Look) {
  const page = await newLookPage(browser, look);
  const email = uniqueEmail('step-up');
  const password = 'secret123';
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Step-up Merchant', email, password },
  });
  // Sign-up signs the new account in: the context keeps its cookie.
  expect(signedUp.status()).toBe(200);
  return { page, password };
}

test.describe('changing where messages go asks for the password', () => {
  // The refusals a session alone gets are the point: the browser logs them as failed requests.
  test.use({ allowedErrors: [/status of 400/] });

  test('the SMS number form refuses a session alone by the password field, then saves with it', async ({
    page,
  }) => {
    test.slow();
    const merchant = await signUpViaApi(page, 'SMS Merchant');
    await page.goto('/my-parcel');
    await page.getByTestId('sms-contact').locator('summary').click();
    const first = freshPhone('019');
    await page.getByLabel('Mobile number').fill(first);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#sms-current-password-error')).toHaveText(
      'Enter your password to make this change.',
    );
    await page.getByLabel('Your password').fill(merchant.password);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectPopup(page, `SMS updates are on for ${first}.`);

    // Moving the SMS to another number tells the old one, never only the new one.
    const second = freshPhone('019');
    await page.getByLabel('Mobile number').fill(second);
    await page.getByLabel('Your password').fill(merchant.password);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectPopup(page, `SMS updates are on for ${second}.`);
    // In Bangla, the SMS default, with the new number hidden but its last three digits.
    const lastThree = [...second.slice(-3)].map((digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]).join('');
    await expect.poll(() => smsTextTo(first)).toContain(`••••••••${lastThree}`);
    expect(smsTextTo(second)).toBe('');
  });

  test('screens at 390 and 1280 px, light and dark, English and Bangla', async ({ browser, baseURL }) => {
    test.skip(!process.env.STEP_UP_SCREENS, 'set STEP_UP_SCREENS=1 to take the screenshots');
    test.setTimeout(300_000);
    for (const language of ['en', 'bn'] as const) {
      for (const width of [390, 1280]) {
        const { page, password } = await merchantPage(browser, { language, width });
        // A cookie-signed write names this site, as the page's own requests do.
        const saved = await page.request.put('/api/payout-account', {
          headers: { origin: baseURL ?? '' },
          data: { method: 'bkash', walletNumber: '01712345678', currentPassword: password },
        });
        expect(saved.status(), await saved.text()).toBe(200);
        await page.goto('/settings/payout-account');
        await expect(page.getByTestId('payout-hold')).toBeVisible();
        await page.getByRole('button', { name: language === 'en' ? 'Change' : 'বদলান', exact: true }).click();
        await page
          .getByRole('button', { name: language === 'en' ? 'Save account' : 'অ্যাকাউন্ট সংরক্ষণ করুন' })
          .click();
        await page.getByRole('button', { name: language === 'en' ? 'Yes, change it' : 'হ্যাঁ, বদলান' }).click();
        await expect(page.locator('#payout-current-password-error')).toBeVisible();
        await shootBothThemes(page, `step-up-payout-${language}-${width}`);
        await page.goto('/payments');
        await expect(page.getByTestId('payout-hold')).toBeVisible();
        await shootBothThemes(page, `step-up-payments-${language}-${width}`);
        await page.goto('/my-parcel');
        await page.getByTestId('sms-contact').locator('summary').click();
        await page.getByTestId('sms-contact').locator('button[type="submit"]').click();
        await shootBothThemes(page, `step-up-sms-${language}-${width}`);
        await page.context().close();
      }
    }
  });
});
