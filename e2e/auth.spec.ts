import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { demo, expect, expectPopup, loginViaApi, test, uniqueEmail } from './fixtures';
import { mailTo } from './mailbox';

const here = path.dirname(fileURLToPath(import.meta.url));

test.describe('login', () => {
  // The form's messages: apps/web/src/features/auth/components/login-form.test.tsx.
  test.describe(() => {
    test.use({ allowedErrors: [/401|Unauthorized/i] });
    test('a wrong password shows an error toast with the error as its title', async ({ page }) => {
      await page.goto('/login');
      await page.fill('#login-email', demo.customer.email);
      await page.fill('#login-password', 'wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectPopup(page, 'Invalid email or password');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  // With my-parcels-speed.spec.ts's "a signed-out visitor on My Parcels is sent to login without asking for
  // the list" (the same page, the same visitor).
  test('redirects a signed-out visitor to /login without asking for the list, and back to the page after login', async ({
    page,
  }) => {
    // The login form's schema is zod's; zod's eval probe is off in the browser (src/lib/zod-jitless.ts), so
    // the CSP, which forbids eval, records nothing.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/parcels') lists.push(request.url());
    });
    await page.goto('/my-parcel');
    await expect(page).toHaveURL(/\/login$/);
    expect(lists, 'the list asked for while signed out').toEqual([]);
    await page.fill('#login-email', demo.customer.email);
    await page.fill('#login-password', demo.customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPopup(page, 'Login Successful!');
    await expect(page).toHaveURL(/\/my-parcel$/);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  for (const [role, landing] of [
    ['rider', /\/assigned-parcels$/],
    ['hub', /\/hub$/],
    ['admin', /\/admin\/dashboard-home$/],
  ] as const) {
    test(`a ${role} lands on their work after login, not the marketing home page`, async ({ page }) => {
      await page.goto('/login');
      await page.fill('#login-email', demo[role].email);
      await page.fill('#login-password', demo[role].password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expectPopup(page, 'Login Successful!');
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A field screen is a work tool: no marketing footer under it (the admin's desk keeps the page's footer).
      if (role !== 'admin') await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('logout shows the success popup and brings back the Login link', async ({ page }) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/');
    const footerLogin = page.getByRole('contentinfo').getByRole('link', { name: 'Login' });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(footerLogin).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPopup(page, 'Logout Successful!');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(footerLogin).toBeVisible();
  });
});

test.describe('sign-up', () => {
  // The form's messages: apps/web/src/features/auth/components/signup-form.test.tsx.
  test('creates an account with a photo, returns to the page it came from and shows the photo', async ({
    page,
  }) => {
    await page.goto('/be-a-rider');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    const email = uniqueEmail('signup');
    await page.fill('#signup-name', 'Nusrat Jahan');
    await page.fill('#signup-email', email);
    await page.fill('#signup-password', 'secret123');
    await page.setInputFiles('#signup-photo', path.join(here, 'files/avatar.png'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectPopup(page, 'Signup Successful!');
    await expect(page).toHaveURL(/\/be-a-rider$/);
    const avatar = page.getByRole('banner').getByRole('img', { name: 'Nusrat Jahan' });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
    const record = await page.request.get(`/api/users/${email}`);
    expect(await record.json()).toMatchObject({ email, role: 'customer' });
  });

  test('a taken email: the account is not made, and the page says what to do instead', async ({ page }) => {
    await page.goto('/signup');
    await page.fill('#signup-name', 'Someone Else');
    await page.fill('#signup-email', demo.customer.email);
    await page.fill('#signup-password', 'not-their-password');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectPopup(
      page,
      'This account could not be created. If the email is yours, log in or reset your password.',
    );
    await expect(page).toHaveURL(/\/signup$/);
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  });

  test('Continue with Google says clearly that it is not configured', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(
      page.getByText('Google sign-in is not set up on this server yet.', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('forgot password', () => {
  test('mails a reset link that sets a new password', async ({ page }) => {
    const email = uniqueEmail('forgot');
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Forgetful Customer', email, password: 'old-secret' },
    });
    expect(signUp.status()).toBe(200);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.fill('#forgot-email', email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account uses that email, a reset link is on its way.',
    );

    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mailTo(email)[0]?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.fill('#reset-password', 'new-secret');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expectPopup(page, 'Your password has been changed. Please log in.');
    await expect(page).toHaveURL(/\/login$/);

    await page.fill('#login-email', email);
    await page.fill('#login-password', 'new-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPopup(page, 'Login Successful!');
  });

  test('says so, instead of promising a link, when the server cannot send mail (light and dark)', async ({
    page,
  }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: {
          googleEnabled: false,
          passwordResetEnabled: false,
          support: { phones: [], email: null, hours: null, hoursBn: null },
        },
      }),
    );
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/forgot-password');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('status')).toHaveText(
        'Password reset by email is not set up on this server yet. Please contact Desh Courier support to regain access.',
      );
      await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
      expect(
        (await new AxeBuilder({ page }).analyze()).violations.map(({ id }) => id),
        theme,
      ).toEqual([]);
    }
  });
});

// Each role's links in the bar, and a signed-out visitor's: navigation.spec.ts › desktop bar.

// The theme choice applied to <html> and kept across a reload: home.spec.ts › theme (the same header toggle).

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the drawer slides in with the user photo, name and role links', async ({ page }) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/');
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).not.toBeInViewport();
    // What a finger hits: the label over the menu button (it opens the drawer before the scripts run too).
    await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByText('Demo Customer')).toBeVisible();
    await expect(drawer.getByRole('img', { name: 'Demo Customer' })).toBeVisible();
    await drawer.getByRole('link', { name: 'My Parcel' }).click();
    await expect(page).toHaveURL(/\/my-parcel$/);
    await expect(drawer).not.toBeInViewport();
  });
});

test("a guarded page opens on the session's role while the user record is on its way", async ({ page }) => {
  await loginViaApi(page, demo.rider.email, demo.rider.password);
  // The user record (the spec's GET /users/:email) held back: the rider's run still opens, on the
  // role the session carries, and the record takes over when it arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/users\/[^/?]+$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/assigned-parcels');
  await expect(page.getByRole('heading', { name: 'All Assigned Parcel' })).toBeVisible();
  expect(asked).toBe(true);
  release();
  await page.waitForResponse(/\/users\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'All Assigned Parcel' })).toBeVisible();
});

// With early-requests.spec.ts's "a customer on the run page does not ask for a run" (the same page, the same
// person): the run is never asked for.
test('a customer is kept out of the rider’s run, by the session’s role and by the record’s, and does not ask for a run', async ({
  page,
}) => {
  await loginViaApi(page, demo.customer.email, demo.customer.password);
  const runs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/deliveries/run') runs.push(request.url());
  });
  await page.goto('/assigned-parcels');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Assigned Parcel' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(runs).toEqual([]);
});
