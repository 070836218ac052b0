import type { Page } from '@playwright/test';
import { expect, expectPopup, test, uniqueEmail } from './fixtures';
import { addressesWith, holdScripts, recordAddresses, waitForReact } from './support/hold-scripts';
import { serverLogLinesWith } from './support/server-log';

// Issue 27: every control of the prerendered pages (/, /track/:id, /login, /signup), used in the
// moment between the page being drawn and the app's scripts running. Nothing typed may reach an
// address or the server's log, and each action happens once.

// These pages are opened with their scripts held back: the fixture's wait for React would never end.
test.use({ waitForApp: false });

async function openHeld(page: Page, url: string) {
  const scripts = await holdScripts(page);
  const addresses = recordAddresses(page);
  // Not until `load`: the held scripts keep that from firing.
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('#main')).toBeVisible();
  // Still the server's HTML: React has not run.
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__react')),
    ),
  ).toBe(false);
  return { scripts, addresses };
}

async function createAccount(page: Page, password: string) {
  const email = uniqueEmail('held');
  // Its own request context: the browser under test stays signed out.
  const api = page.context().request;
  const response = await api.post('/api/auth/sign-up/email', {
    data: { name: 'Held Person', email, password },
  });
  expect(response.status()).toBe(200);
  await page.context().clearCookies();
  return email;
}

// Once signed in, the app reads the visitor's own record at GET /api/users/<email> (the spec's user
// record): that request is the app's, not a form's, and is left to the log's own redaction.
const ownRecord = /\/api\/users\/[^/?]+%40/;

function expectNowhere(addresses: string[], secrets: string[]) {
  const carrying = addressesWith(addresses, secrets).filter((url) => !ownRecord.test(url));
  expect(carrying, 'addresses carrying typed secrets').toEqual([]);
  const logged = serverLogLinesWith(secrets).filter((line) => !/"url":"\/api\/users\/[^"/?]+"/.test(line));
  expect(logged, 'server log lines carrying typed secrets').toEqual([]);
}

/** The paths the page posted to, in order. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/**
 * Email and password typed into a held form and sent with its button: the browser posts the form itself
 * and lands on `landsAt`; then the scripts arrive and React takes the page over.
 */
async function sendBeforeHydration(
  page: Page,
  scripts: { release: () => Promise<void> },
  form: { email: string; password: string; button: string },
  landsAt: RegExp,
) {
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByRole('button', { name: form.button, exact: true }).click();
  await expect(page).toHaveURL(landsAt);
  await scripts.release();
  await waitForReact(page);
}

test.describe('login and sign-up before the scripts run', () => {
  test('a login tapped before hydration signs in once, with nothing in an address or the log', async ({
    page,
  }) => {
    const password = `held-pass-${Date.now()}`;
    const email = await createAccount(page, password);
    const posts = recordPosts(page);
    const { scripts, addresses } = await openHeld(page, '/login');
    await sendBeforeHydration(page, scripts, { email: email, password: password, button: 'Login' }, /\/$/);
    await expectPopup(page, 'Login Successful!');
    await expect(page.getByTestId('account-corner').getByRole('button', { name: 'Logout' })).toBeVisible();
    // Once: one form post, no second sign-in by the app.
    expect(posts.filter((path) => path === '/login' || path.startsWith('/api/auth/sign-in'))).toEqual([
      '/login',
    ]);
    expectNowhere(addresses, [email, password]);
  });

  test('a wrong password before hydration comes back to /login with the error, the password nowhere', async ({
    page,
  }) => {
    const password = `held-right-${Date.now()}`;
    const wrong = `held-wrong-${Date.now()}`;
    const email = await createAccount(page, password);
    const { scripts, addresses } = await openHeld(page, '/login');
    await sendBeforeHydration(page, scripts, { email: email, password: wrong, button: 'Login' }, /\/login$/);
    await expectPopup(page, 'Invalid email or password');
    await expect(page.getByTestId('account-corner').getByRole('link', { name: 'Login' })).toBeVisible();
    expectNowhere(addresses, [email, wrong]);
  });

  test('a sign-up tapped before hydration makes the account once and signs in', async ({ page }) => {
    const email = uniqueEmail('held-signup');
    const password = `held-new-${Date.now()}`;
    const { scripts, addresses } = await openHeld(page, '/signup');
    await page.getByLabel('Name').fill('Held Newcomer');
    await sendBeforeHydration(page, scripts, { email: email, password: password, button: 'Sign Up' }, /\/$/);
    await expectPopup(page, 'Signup Successful!');
    await expect(page.getByTestId('account-corner').getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(addresses.filter((url) => url.includes('/api/auth/sign-up'))).toEqual([]);
    expectNowhere(addresses, [email, password]);
  });

  test('a sign-up sent empty before hydration marks every field with its message, before and after the scripts', async ({
    page,
  }) => {
    const { scripts } = await openHeld(page, '/signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const expectMarked = async () => {
      for (const [label, message] of [
        ['Name', 'Name is required.'],
        ['Email', 'Email is required.'],
        ['Password', 'Password is required.'],
      ] as const) {
        const input = page.getByLabel(label, { exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(message);
      }
    };
    // The server's page, the scripts still held: the messages are in its HTML.
    await expectMarked();
    await scripts.release();
    await waitForReact(page);
    // React took the same page over (a mismatch would fail the test on the console) and keeps them; no toast.
    await expectMarked();
    await expect(page.locator('.swal2-popup')).toHaveCount(0);
  });

  test('without scripts at all, a refused login answers in Bangla by its fields', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'bn-BD' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('#login-password').fill('123');
    await page.locator('form[action="/login"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#login-email')).toHaveAccessibleDescription('ইমেইল আবশ্যক');
    await expect(page.locator('#login-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#login-password-error')).toHaveText('পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে।');
    await context.close();
  });

  test('text typed before hydration stays in the fields, and the app then signs in with it', async ({
    page,
  }) => {
    const password = `held-typed-${Date.now()}`;
    const email = await createAccount(page, password);
    const { scripts, addresses } = await openHeld(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await scripts.release();
    await waitForReact(page);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await signIn).status()).toBe(200);
    await expectPopup(page, 'Login Successful!');
    expectNowhere(addresses, [email, password]);
  });
});

test.describe('the home page before the scripts run', () => {
  // One held page for two controls that do not touch each other: the theme toggle and the FAQ.
  test('the theme toggle switches at once and stays switched, once; an FAQ answer opened before hydration stays the one open answer', async ({
    page,
  }) => {
    const { scripts } = await openHeld(page, '/');
    const html = page.locator('html');
    const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    await expect.poll(scheme).toBe('light');
    await page.getByTestId('theme-toggle').click();
    // The stylesheet answers the checkbox before any script: the page is dark already.
    await expect.poll(scheme).toBe('dark');
    const items = page.getByTestId('faq-item');
    await page.getByTestId('faq-question').nth(1).click();
    await expect(page.getByTestId('faq-answer').nth(1)).toBeVisible();
    await page.getByTestId('faq-question').nth(3).click();
    await expect(page.getByTestId('faq-answer').nth(1)).toBeHidden();
    await scripts.release();
    await waitForReact(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('checkbox', { name: 'Dark theme' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.getByTestId('faq-answer').nth(3)).toBeVisible();
    await expect(items.and(page.locator('[open]'))).toHaveCount(1);
    // And the toggle still works both ways afterwards.
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('a visitor saved on dark: a tap before hydration brings light once the page wakes', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const { scripts } = await openHeld(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('theme-toggle').click();
    await scripts.release();
    await waitForReact(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('checkbox', { name: 'Dark theme' })).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the language switch brings the page in Bangla and keeps it', async ({ page }) => {
    const { scripts, addresses } = await openHeld(page, '/');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' })).toBeVisible();
    await scripts.release();
    await waitForReact(page);
    await expect(page.getByRole('heading', { name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('bn');
    expect(addresses.filter((url) => url.includes('lang=bn'))).toHaveLength(1);
    // Switching back in place, now that the app runs.
    await page.getByTestId('language-switch').click();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  });

  test('scrolled to the FAQ before the scripts run, the page stays at the FAQ once they do', async ({
    page,
  }) => {
    const { scripts } = await openHeld(page, '/');
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
    await faq.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    // Every scroll position the page takes from here on: not one frame at the top.
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { scrollsSeen: seen });
      window.addEventListener('scroll', () => seen.push(window.scrollY));
    });
    await scripts.release();
    await waitForReact(page);
    await expect(faq).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    const seen = await page.evaluate(() => (window as unknown as { scrollsSeen: number[] }).scrollsSeen);
    expect(Math.min(before, ...seen)).toBe(before);
  });

  test.describe('tracking', () => {
    // The parcel does not exist: the API's 404 is the page's answer.
    test.use({ allowedErrors: [/404/] });

    test('the tracking search lands on the parcel page', async ({ page }) => {
      const { scripts } = await openHeld(page, '/');
      await page.locator('#track-id').fill(' dsh-1700000000123 ');
      await page.getByTestId('track-box').getByRole('button').click();
      await expect(page).toHaveURL(/\/track\/DSH-1700000000123$/);
      await scripts.release();
      await waitForReact(page);
      await expect(page.getByTestId('tracking-not-found')).toContainText('DSH-1700000000123');
    });

    test('a search on a tracking page before hydration opens the other parcel', async ({ page }) => {
      const { scripts } = await openHeld(page, '/track/DSH-1700000000001');
      await page.locator('#tracking-id').fill('DSH-1700000000002');
      await page.locator('#tracking-id').press('Enter');
      await expect(page).toHaveURL(/\/track\/DSH-1700000000002$/);
      await scripts.release();
      await waitForReact(page);
      await expect(page.getByTestId('tracking-not-found')).toContainText('DSH-1700000000002');
      await expect(page.locator('#tracking-id')).toHaveValue('DSH-1700000000002');
    });
  });

  test('the newsletter form subscribes with the address in no URL or log', async ({ page }) => {
    const email = uniqueEmail('held-news');
    const { scripts, addresses } = await openHeld(page, '/');
    await page.locator('#newsletter-email').fill(email);
    await page.getByTestId('newsletter').getByRole('button').click();
    await expect(page).toHaveURL(/\/#newsletter$/);
    await scripts.release();
    await waitForReact(page);
    await expectPopup(page, 'Subscribed!', 'You have successfully subscribed to our newsletter.');
    expectNowhere(addresses, [email]);
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the menu opened before hydration stays open, and closes once the app runs', async ({ page }) => {
      const { scripts } = await openHeld(page, '/login');
      const drawer = page.getByTestId('nav-drawer');
      // What a finger hits: the label over the menu button (it opens the drawer before the scripts run too).
      await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
      await expect(drawer).toBeInViewport();
      await scripts.release();
      await waitForReact(page);
      await expect(drawer).toBeInViewport();
      await drawer.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(drawer).not.toBeInViewport();
    });
  });
});
