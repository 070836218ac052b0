import { test as base, expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@desh.test', password: 'admin123' },
  rider: { email: 'rider@desh.test', password: 'rider123' },
  customer: { email: 'customer@desh.test', password: 'customer123' },
} as const;

export type DemoRole = keyof typeof demo;

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
}

/** Signs in through the API (fast); the browser context keeps the session cookie. */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates a new customer account through the API and leaves the browser signed in as it. */
export async function signUpViaApi(
  page: Page,
  name = 'E2E Customer',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = 'secret123';
  const response = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

/** Waits for a SweetAlert2 popup or toast and checks its title (and text). */
export async function expectPopup(page: Page, title: string, text?: string): Promise<void> {
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText(title);
  if (text !== undefined) await expect(popup.locator('.swal2-html-container')).toHaveText(text);
}

/**
 * Every test fails on an unexpected console error or failed request, as STYLE.md asks.
 * A test that provokes one on purpose lists it in `allowedErrors`.
 */
/**
 * Landing pages arrive as HTML and the app starts after their first paint (decision 004): a click in
 * between would reach a page that does not answer yet. After each navigation the tests wait until React
 * owns the page (hydrated, or drawn into the empty shell), as a person would see the page come alive.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('root')) return true;
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

export const test = base.extend<{ allowedErrors: RegExp[]; waitForApp: boolean }>({
  allowedErrors: [[], { option: true }],
  /** Off for pages opened with JavaScript disabled. */
  waitForApp: [true, { option: true }],
  page: async ({ page, allowedErrors, waitForApp: wait }, use) => {
    if (wait) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    const problems: string[] = [];
    const allowed = (text: string) => allowedErrors.some((pattern) => pattern.test(text));
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(String(error))) problems.push(`page error: ${error}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Navigations and EventSource streams are cancelled by design when a page changes.
      if (failure.includes('ERR_ABORTED')) return;
      const line = `request failed: ${request.method()} ${request.url()} ${failure}`;
      if (!allowed(line)) problems.push(line);
    });
    await use(page);
    expect(problems, 'unexpected browser errors').toEqual([]);
  },
});

export { expect };
