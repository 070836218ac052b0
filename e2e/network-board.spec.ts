import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, test } from './fixtures';
import { demoClients, type Playwright, pickedUpInMirpur, signedIn } from './support/api-steps';
import { expectReadableInBothThemes } from './support/readable';
import { shootBothThemes } from './support/screenshots';

// The demo hub manager works at the Mirpur hub (DHK-MIR), where the demo rider also belongs.
const hubManager = { email: 'hub@desh.test', password: 'hub12345' };

/**
 * A parcel booked from Mirpur to Rangpur, picked up by the demo rider and handed in at the Mirpur hub
 * (scanned in by its manager): the hub holds it now. `damage` also reports it damaged there.
 */
async function parcelAtMirpurHub(playwright: Playwright, baseURL: string, damage?: string) {
  const clients = await demoClients(playwright, baseURL);
  const manager = await signedIn(playwright, baseURL, hubManager);
  try {
    const parcel = await pickedUpInMirpur(clients.admin, clients.rider, clients.customer);
    await ok(
      manager.post('/api/network/hubs/dhk-mir/scans', {
        data: { code: parcel.trackingId, action: 'receive', scanId: crypto.randomUUID() },
      }),
    );
    if (damage) {
      await ok(
        manager.post('/api/network/hubs/dhk-mir/damage', { data: { code: parcel.trackingId, note: damage } }),
        201,
      );
    }
    return parcel;
  } finally {
    await Promise.all([clients.dispose(), manager.dispose()]);
  }
}

async function ok(call: Promise<APIResponse>, status = 200) {
  const response = await call;
  expect(response.status(), await response.text()).toBe(status);
}

/** A figure as a number, whether the page writes it in Bangla or Latin digits. */
async function figure(scope: Locator, name: string): Promise<number> {
  const text = await scope.locator(`[data-figure="${name}"]`).last().innerText();
  const digits = text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/\D/g, '');
  return Number(digits);
}

async function axe(page: Page) {
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
  await expectReadableInBothThemes(page, 'main');
}

test.describe('at phone width in Bangla', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });

  test('the admin sees the Mirpur hub holding a parcel and resolves its damage report', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const note = 'Box crushed at one corner';
    const parcel = await parcelAtMirpurHub(playwright, baseURL ?? '', note);
    await loginViaApi(page, demo.admin.email, demo.admin.password);

    await page.goto('/admin/network');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('নেটওয়ার্ক বোর্ড');
    await expect(page.getByTestId('stuck-threshold')).toHaveText('আটকে থাকা = একই হাবে ২৪ ঘণ্টার বেশি');
    const mirpur = page.locator('[data-testid="board-hub"][data-hub-code="DHK-MIR"]');
    await expect(mirpur.getByRole('heading', { name: 'মিরপুর' })).toBeVisible();
    expect(await figure(mirpur, 'atHub')).toBeGreaterThanOrEqual(1);
    expect(await figure(mirpur, 'openExceptions')).toBeGreaterThanOrEqual(1);
    // The parcel arrived minutes ago: the oldest parcel's age is in Bangla words and digits.
    await expect(mirpur.locator('time').first()).toHaveText(/^[০-৯]+ (মিনিট|ঘণ্টা|দিন)$/);
    const totals = page.getByTestId('board-totals');
    expect(await figure(totals, 'atHub')).toBeGreaterThanOrEqual(await figure(mirpur, 'atHub'));
    await axe(page);
    await shootBothThemes(page, 'network-board-bn-390');

    await page.getByTestId('exceptions-link').click();
    await expect(page).toHaveURL(/\/admin\/network\/exceptions$/);
    await expect(page.getByRole('tab', { name: 'খোলা' })).toHaveAttribute('aria-selected', 'true');
    const card = page.locator(`[data-testid="network-exception"][data-tracking-id="${parcel.trackingId}"]`);
    await expect(card).toContainText('ক্ষতিগ্রস্ত');
    await expect(card).toContainText(note);
    await expect(card).toContainText('মিরপুর হাব');
    await expect(card.getByRole('link', { name: parcel.trackingId })).toHaveAttribute(
      'href',
      `/track/${parcel.trackingId}`,
    );

    // A damaged parcel is held at its hub: resolving its report releases it.
    await card.getByRole('button', { name: 'ছেড়ে দিন' }).click();
    const submit = card.getByRole('button', { name: 'সমাধান হয়েছে চিহ্নিত করুন' });
    await submit.click();
    // The shared rule's message, by the field, in Bangla.
    const noteField = card.getByLabel('কীভাবে সমাধান হলো?');
    await expect(noteField).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByRole('alert')).toHaveText('কীভাবে সমাধান হলো তা লিখুন।');
    await axe(page);
    await shootBothThemes(page, 'network-exceptions-form-bn-390');

    await noteField.fill('প্যাকেট বদলে আবার পাঠানো হয়েছে');
    await submit.click();
    await expectPopup(page, `${parcel.trackingId}-এর ব্যতিক্রমের সমাধান হয়েছে।`);
    await expect(card).toHaveCount(0);

    await page.getByRole('tab', { name: 'সমাধান হয়েছে' }).click();
    await expect(page).toHaveURL(/status=resolved/);
    const resolved = page.locator(
      `[data-testid="network-exception"][data-tracking-id="${parcel.trackingId}"]`,
    );
    await expect(resolved).toContainText('প্যাকেট বদলে আবার পাঠানো হয়েছে');
    await expect(resolved.getByRole('button', { name: 'সমাধান করুন' })).toHaveCount(0);
    await axe(page);
    await shootBothThemes(page, 'network-exceptions-resolved-bn-390');
  });
});

test.describe('on a desktop in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the board is a table with totals, asks again every 30 s and on the refresh button', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await parcelAtMirpurHub(playwright, baseURL ?? '');
    await page.clock.install();
    await loginViaApi(page, demo.admin.email, demo.admin.password);
    await page.goto('/admin/network');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network board');

    const table = page.getByRole('table', { name: 'Hubs and their work' });
    const mirpur = table.locator('[data-testid="board-hub"][data-hub-code="DHK-MIR"]');
    await expect(mirpur.getByRole('rowheader')).toHaveText('Mirpur');
    expect(await figure(mirpur, 'atHub')).toBeGreaterThanOrEqual(1);
    await expect(table.getByTestId('board-totals').getByRole('rowheader')).toHaveText('All hubs');
    await expect(page.getByTestId('stuck-threshold')).toHaveText('Stuck = over 24 h at one hub');
    await expect(page.getByTestId('exceptions-link')).toHaveText(/^Exceptions: \d+ open$/);
    await axe(page);
    await shootBothThemes(page, 'network-board-en-1280');

    const boardRequest = () => page.waitForRequest((request) => request.url().endsWith('/api/network/board'));
    const refreshed = boardRequest();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;

    const polled = boardRequest();
    await page.clock.fastForward(31_000);
    await polled;
    await expect(mirpur).toBeVisible();
  });
});
