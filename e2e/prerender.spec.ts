import type { Page } from '@playwright/test';
import { demo, expect, loginViaApi, test } from './fixtures';

// The landing pages arrive as HTML in the visitor's language (apps/web/scripts/prerender.mjs,
// apps/api/src/plugins/prerendered-pages.ts) and React hydrates them (apps/web/src/main.tsx).

const english = {
  heading: 'Desh Courier: parcel pickup and delivery across Bangladesh',
  why: 'Why people send with Desh Courier',
  faq: 'Frequently asked questions',
};
const bangla = {
  heading: 'দেশ কুরিয়ার: সারা বাংলাদেশে পার্সেল পিকআপ ও ডেলিভারি',
  why: 'কেন সবাই দেশ কুরিয়ারে পার্সেল পাঠান',
  faq: 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
};

/**
 * Keeps the server's nodes as the parser made them, before any script runs: after hydration they
 * must still be the page's nodes (a mismatch makes React throw them away and draw new ones).
 */
async function keepServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const kept = [...document.querySelectorAll('#root h1, #root h2, #root [data-testid="faq-question"]')];
      (window as unknown as { serverNodes: Element[] }).serverNodes = kept;
      // Every write to <html lang> from here on, the same value included: Chromium restyles the
      // whole drawn page for one.
      const seen = window as unknown as { langWrites: number };
      seen.langWrites = 0;
      new MutationObserver((records) => {
        seen.langWrites += records.length;
      }).observe(document.documentElement, { attributeFilter: ['lang'] });
    });
  });
}

/** Hydrated: React has attached itself to the server's element (the heading unless `selector` names another). */
async function waitForHydration(page: Page, selector = '#root h1') {
  await expect
    .poll(() =>
      page.evaluate((css) => {
        const element = document.querySelector(css);
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      }, selector),
    )
    .toBe(true);
}

async function expectServerNodesKept(page: Page) {
  const kept = await page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes?: Element[] }).serverNodes ?? [];
    return { count: nodes.length, connected: nodes.filter((node) => node.isConnected).length };
  });
  expect(kept.count).toBeGreaterThan(5);
  expect(kept.connected).toBe(kept.count);
  // The page came in the language the app starts in: the app left <html lang> as it was.
  expect(await page.evaluate(() => (window as unknown as { langWrites: number }).langWrites)).toBe(0);
}

/** A layout shift as the page records it: its score and what moved, from where to where. */
type LayoutShift = { value: number; moved: string[] };

test.describe('prerendered landing pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForApp: false });

    test('/ shows its headings, six cards and five questions in English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heading);
      await expect(page.getByRole('heading', { name: english.why })).toBeVisible();
      await expect(page.getByRole('heading', { name: english.faq })).toBeVisible();
      await expect(page.getByTestId('feature-card')).toHaveCount(6);
      await expect(page.getByTestId('faq-question')).toHaveCount(5);
      await expect(page.getByTestId('banner-slide').first()).toContainText('Doorstep pickup, fast delivery');
    });

    // One browser context: the Bangla page for Accept-Language, then the same visitor's saved choice.
    test('Accept-Language: bn gets the Bangla page; the saved choice (lang cookie) wins over it', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: 'bn-BD',
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bangla.heading);
      await expect(page.getByRole('heading', { name: bangla.faq })).toBeVisible();
      await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heading);
      await context.close();
    });

    test('a tracking link arrives with its ID in the search field; login and signup as HTML', async ({
      page,
    }) => {
      await page.goto('/track/dsh-1700000000001');
      await expect(page.getByRole('heading', { name: 'Track your parcel' })).toBeVisible();
      await expect(page.locator('#tracking-id')).toHaveValue('DSH-1700000000001');
      await page.goto('/login');
      await expect(page.locator('#login-email')).toBeVisible();
      await page.goto('/signup');
      await expect(page.locator('form[action="/signup"]')).toBeVisible();
    });
  });

  for (const language of ['en', 'bn'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`hydrates / in ${language}, ${theme}, keeping the server's nodes; language and theme switch after`, async ({
        page,
        baseURL,
      }) => {
        const texts = language === 'bn' ? bangla : english;
        await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
        await page.addInitScript(
          ([savedLanguage, savedTheme]) => {
            if (sessionStorage.getItem('seeded')) return;
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('lang', savedLanguage ?? 'en');
            localStorage.setItem('theme', savedTheme ?? 'light');
          },
          [language, theme],
        );
        await keepServerNodes(page);
        await page.goto('/');
        const html = page.locator('html');
        await expect(html).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
        await waitForHydration(page);
        await expectServerNodesKept(page);
        const toggle = page.getByTestId('theme-toggle');
        const box = toggle.getByRole('checkbox');
        if (theme === 'dark') await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
        await expect(toggle.locator('svg').filter({ visible: true })).toHaveCount(1);

        await toggle.click();
        const other = theme === 'dark' ? 'light' : 'dark';
        await expect(html).toHaveAttribute('data-theme', other);
        if (other === 'dark') await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();

        await page.getByTestId('language-switch').click();
        const next = language === 'bn' ? english : bangla;
        await expect(html).toHaveAttribute('lang', language === 'bn' ? 'en' : 'bn');
        await expect(page.getByRole('heading', { name: next.faq })).toBeVisible();
        // The server sees the new choice on the next visit.
        const cookies = await page.context().cookies();
        expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe(language === 'bn' ? 'en' : 'bn');
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.heading);
        await waitForHydration(page);
      });
    }
  }

  test('a choice saved before the cookie existed: drawn in that language, cookie written for next time', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lang', 'bn');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: bangla.faq })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe('bn');
  });

  test.describe('tracking link', () => {
    // The parcel does not exist: the API's 404 is the answer under test.
    test.use({ allowedErrors: [/404/] });

    test('hydrates with the visitor’s ID written in by the server', async ({ page }) => {
      await page.goto('/track/DSH-1000000000000');
      await expect(page.getByTestId('tracking-not-found')).toContainText('DSH-1000000000000');
      await expect(page.locator('#tracking-id')).toHaveValue('DSH-1000000000000');
      await waitForHydration(page, '#tracking-id');
    });
  });

  test('signing in shows the account corner after hydration without moving anything', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.addInitScript(() => {
      // Each shift with what moved, from where to where: a failure names the element (a rare one was
      // seen once, 0.00032, with nothing to tell what moved).
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const shifts: LayoutShift[] = [];
      (window as unknown as { shifts: LayoutShift[] }).shifts = shifts;
      const describe = (node: Node | null | undefined) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
          : `${node?.nodeName ?? 'gone'} "${(node?.textContent ?? '').trim().slice(0, 30)}"`;
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources?: Source[] }
        >)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map(
              (source) =>
                `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
            ),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'My Parcel', exact: true }),
    ).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: LayoutShift[] }).shifts);
    expect(
      shifts.filter((shift) => shift.value > 0),
      'layout shifts, with what moved',
    ).toEqual([]);
  });
});
