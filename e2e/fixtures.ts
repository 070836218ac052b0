import { test as base, expect, type Page } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@desh.test', password: 'admin123' },
  rider: { email: 'rider@desh.test', password: 'rider123' },
  customer: { email: 'customer@desh.test', password: 'customer123' },
  /** The manager of the Mirpur hub (DHK-MIR), where the demo rider works. */
  hub: { email: 'hub@desh.test', password: 'hub12345' },
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

interface PopupSeen {
  title: string;
  text: string;
}
type PopupWindow = Window & { __popupsSeen?: PopupSeen[] };

/**
 * Runs in every page before its own scripts (`addInitScript`): notes each SweetAlert2 popup and toast the
 * page shows, with its title and text. A success popup closes itself after 1.5-2 s; on a busy machine a
 * check can miss that whole window, so `expectPopup` also accepts a popup that was shown and has closed.
 */
export function recordPopups(): void {
  const seen: PopupSeen[] = [];
  (window as PopupWindow).__popupsSeen = seen;
  const current = new WeakMap<Element, PopupSeen>();
  const read = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  new MutationObserver(() => {
    for (const popup of document.querySelectorAll('.swal2-popup')) {
      const title = read(popup.querySelector('.swal2-title'));
      const text = read(popup.querySelector('.swal2-html-container'));
      if (!title && !text) continue;
      let entry = current.get(popup);
      if (!entry || (entry.title && title && entry.title !== title)) {
        entry = { title: '', text: '' };
        current.set(popup, entry);
        seen.push(entry);
      }
      if (title) entry.title = title;
      if (text) entry.text = text;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Picks from a searchable select (district, upazila): types, clicks the option, checks what it shows. */
export async function pickOption(page: Page, label: string | RegExp, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/**
 * Waits for a SweetAlert2 popup or toast with this title (and text): open now, or shown since the last
 * popup a test expected (pages whose context runs `recordPopups`), so a popup that closes itself cannot
 * slip between two looks. The popups it matched, and any earlier ones, are then forgotten.
 */
export async function expectPopup(page: Page, title: string, text?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ title, text }) => {
            const read = (element: Element | null | undefined) =>
              (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
            const matches = (popup: PopupSeen) =>
              popup.title === title && (text === null || popup.text === text);
            const seen = (window as PopupWindow).__popupsSeen ?? [];
            const index = seen.findIndex(matches);
            if (index !== -1) {
              seen.splice(0, index + 1);
              return 'shown';
            }
            const open = document.querySelector('.swal2-popup');
            const now = {
              title: read(open?.querySelector('.swal2-title')),
              text: read(open?.querySelector('.swal2-html-container')),
            };
            if (open && matches(now)) return 'shown';
            return open ? `open: ${JSON.stringify(now)}` : 'no popup';
          },
          { title, text: text ?? null },
        ),
      { message: `a popup "${title}"${text === undefined ? '' : ` saying "${text}"`}` },
    )
    .toBe('shown');
}

/**
 * Every test fails on an unexpected console error or failed request, as STYLE.md asks.
 * A test that provokes one on purpose lists it in `allowedErrors`.
 */
/**
 * Landing pages arrive as HTML and the app starts after their first paint (decision 004). Their controls
 * work before it does (decision 011, e2e/before-hydration.spec.ts), but the app then takes them over, so
 * after each navigation the other tests wait until React owns the page (hydrated, or drawn into the empty
 * shell), as a person would see the page come alive.
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
  context: async ({ context }, use) => {
    await context.addInitScript(recordPopups);
    await use(context);
  },
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
