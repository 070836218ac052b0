import { expect, expectPopup, signUpViaApi, test } from './fixtures';
import { freshPhone, smsTo } from './sms-inbox';
import { shootBothThemes } from './support/screenshots';

// A number prefix no other spec uses, so the SMS filed for these numbers are this spec's own.
const newPhone = () => freshPhone('016');

/** The newest code texted to a number (the e2e server's gateway files every SMS). */
async function codeFor(phone: string, count = 1): Promise<string> {
  await expect.poll(() => smsTo(phone).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(smsTo(phone).at(-1)?.message ?? '')?.[1];
  expect(code, 'a 6-digit code in the SMS').toMatch(/^\d{6}$/);
  return code as string;
}

test.describe('on a phone (390 px)', () => {
  // The refused code in the second test answers 400, which the browser reports.
  test.use({ viewport: { width: 390, height: 844 }, allowedErrors: [/status of 400/] });

  test('a new customer signs in with a mobile number and the code texted to it', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/login');
    // The spec's email form stays, first; the phone way is a link under it.
    const login = page.getByRole('button', { name: 'Login', exact: true });
    const phoneLink = page.getByRole('link', { name: 'Sign in with your phone' });
    await expect(login).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    const [loginBox, linkBox] = await Promise.all([login.boundingBox(), phoneLink.boundingBox()]);
    expect(linkBox?.y ?? 0).toBeGreaterThan(loginBox?.y ?? Infinity);

    await phoneLink.click();
    await expect(page).toHaveURL(/\/login\/phone$/);
    await page.getByLabel('Mobile number').fill(`+88${phone}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText(phone);
    const code = await codeFor(phone);
    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPopup(page, 'Login Successful!');
    await expect(page).toHaveURL(/\/$/);
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true, role: 'customer' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('a merchant signs up with a phone: name and shop asked, no invented email anywhere', async ({
    page,
  }) => {
    const phone = newPhone();
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign up with your phone' }).click();
    await expect(page).toHaveURL(/\/signup\/phone$/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await shootBothThemes(page, 'phone-signup-390-en');
    await page.getByLabel('Name', { exact: true }).fill('Rahima Khatun');
    await page.getByLabel('Shop name (if you send parcels as a shop)').fill('Rahima Fashion');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the SMS').fill(await codeFor(phone));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectPopup(page, 'Signup Successful!');
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({
      name: 'Rahima Khatun',
      shopName: 'Rahima Fashion',
      phoneNumber: phone,
    });

    // The menu names the person, never the number or a stand-in address.
    await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toContainText('Rahima Khatun');
    await expect(drawer).not.toContainText('phone.invalid');
    // Nor does the contact form, or the account page, which lets the email be added later.
    await page.goto('/contact');
    await expect(page.locator('#support-email')).toHaveValue('');
    await page.goto('/settings/account');
    const profile = page.getByTestId('profile');
    await expect(profile.getByLabel('Name', { exact: true })).toHaveValue('Rahima Khatun');
    await expect(profile.getByLabel('Email (optional)')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('phone.invalid');
    await profile.getByLabel('Email (optional)').fill(`rahima-${phone}@example.test`);
    await profile.getByRole('button', { name: 'Save' }).click();
    await expectPopup(
      page,
      `Saved. We mailed a link to rahima-${phone}@example.test: the email is added once you open it.`,
    );
    await shootBothThemes(page, 'account-profile-390-en');
  });

  test('the phone sign-in page offers sign-up and booking to someone without an account', async ({
    page,
  }) => {
    await page.goto('/login/phone');
    await expect(page.getByRole('link', { name: 'Sign up with your phone' })).toHaveAttribute(
      'href',
      '/signup/phone',
    );
    await expect(page.getByRole('link', { name: 'Book a parcel' }).last()).toHaveAttribute(
      'href',
      '/book-a-parcel',
    );
    await shootBothThemes(page, 'login-phone-390-en');
    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    await page.goto('/signup/phone');
    await expect(page.getByRole('heading', { name: 'ফোন দিয়ে সাইন আপ করুন' })).toBeVisible();
    await shootBothThemes(page, 'phone-signup-390-bn');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootBothThemes(page, 'phone-signup-1280-bn');
  });

  test('a wrong code is refused in words the person understands', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/login/phone');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFor(phone);
    await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPopup(page, 'That code is not right. Check the SMS and try again.');
    await expect(page).toHaveURL(/\/login\/phone$/);
  });
});

test.describe('password reset by SMS', () => {
  // 400: adding the phone without the password first is refused on purpose.
  test.use({ viewport: { width: 390, height: 844 }, allowedErrors: [/status of 40[01]/] });

  test('an email account adds its phone, then resets its password by SMS; the old password stops working', async ({
    page,
  }) => {
    const phone = newPhone();
    const account = await signUpViaApi(page);

    await page.goto('/settings/account');
    await expect(page.getByTestId('sign-in-phone-current')).toHaveText('No phone number yet.');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the SMS').fill(await codeFor(phone));
    // The sign-in phone receives the account's change codes: a session alone cannot set it.
    await page.getByRole('button', { name: 'Confirm number' }).click();
    await expect(page.locator('#account-phone-current-password-error')).toHaveText(
      'Enter your password to make this change.',
    );
    await page.getByLabel('Your password').fill(account.password);
    await page.getByRole('button', { name: 'Confirm number' }).click();
    await expect(page.getByTestId('sign-in-phone-current')).toHaveText(`Signs in with ${phone}`);

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByRole('link', { name: 'Reset by SMS instead' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/sms$/);
    await page.getByLabel('Mobile number').fill(`88${phone}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFor(phone, 2);
    // The browser reads English, so the SMS is in English (a Bangla reader gets it in Bangla).
    expect(smsTo(phone).at(-1)?.message).toContain('password reset code');
    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByLabel('New password').fill('fresh-secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectPopup(page, 'Your password has been changed. Please log in.');
    await expect(page).toHaveURL(/\/login$/);

    const old = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('fresh-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPopup(page, 'Login Successful!');
  });
});
