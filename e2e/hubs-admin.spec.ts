import type { Page } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, pickOption, test, uniqueEmail } from './fixtures';

const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const hub = {
  code: `RNG-${stamp}`,
  name: 'Rangpur Lalbagh',
  nameBn: 'রংপুর লালবাগ',
  address: 'Lalbagh Mor, Rangpur 5400',
};
// A hub that only picks up: naming it as an area's last-mile hub is refused by the server.
const pickupOnly = {
  code: `RPU-${stamp}`,
  name: 'Rangpur Pickup Point',
  nameBn: 'রংপুর পিকআপ পয়েন্ট',
  district: 'rangpur',
  address: 'Station Road, Rangpur',
  kinds: ['pickup'],
};

async function screens(page: Page, name: string) {
  if (!process.env.HUBS_SCREENSHOTS) return;
  // Through the page's own switch, so every part of the page follows the theme.
  const toggle = page.getByTestId('theme-toggle');
  await page.screenshot({ path: `.tmp/screens/hubs-${name}-light.png`, fullPage: true });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: `.tmp/screens/hubs-${name}-dark.png`, fullPage: true });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

test.describe('admins run the network', () => {
  // The refused coverage change is a 400 answer, on purpose.
  test.use({ viewport: { width: 390, height: 844 }, allowedErrors: [/status of 400/] });

  test('an admin opens a hub, staffs it, gives it an area and is refused a pickup-only last-mile hub', async ({
    page,
    request,
  }) => {
    // The future manager: an account of their own (its own request context, so the admin stays signed in).
    const managerEmail = uniqueEmail('hub-manager');
    const signedUp = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Mosharraf Manager', email: managerEmail, password: 'secret123' },
    });
    expect(signedUp.status()).toBe(200);

    await loginViaApi(page, demo.admin.email, demo.admin.password);
    expect((await page.request.post('/api/hubs', { data: pickupOnly })).status()).toBe(201);

    await page.goto('/admin/hubs');
    await expect(page.getByRole('heading', { name: 'Hubs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New hub' }).click();
    const form = page.getByRole('form', { name: 'Open a new hub' });
    await form.getByLabel('Code').fill(hub.code.toLowerCase());
    await pickOption(page, 'District', 'Rangpur', 'Rangpur');
    await form.getByLabel('Name (English)').fill(hub.name);
    await form.getByLabel('Name (Bangla)').fill(hub.nameBn);
    await form.getByLabel('Address').fill(hub.address);
    await expect(form.getByRole('checkbox', { name: 'Last mile' })).toBeChecked();
    await form.getByRole('button', { name: 'Create hub' }).click();
    await expectPopup(page, 'Hub created.');

    const details = page.getByTestId('hub-details');
    await expect(details.getByRole('heading', { level: 2 })).toContainText(hub.code);
    await expect(page.locator(`[data-testid=hub-card][data-code="${hub.code}"]`)).toContainText('Rangpur');

    await details.getByLabel('Email of an existing account').fill(managerEmail);
    await details.getByLabel('Position').selectOption('manager');
    await details.getByRole('button', { name: 'Add to staff' }).click();
    await expectPopup(page, 'Staff member added.');
    const member = details.locator(`[data-testid=hub-staff][data-email="${managerEmail}"]`);
    await expect(member).toContainText('Mosharraf Manager');
    await expect(member).toContainText('Manager');
    await screens(page, 'list-390');

    await page.getByRole('tab', { name: 'Coverage' }).click();
    await pickOption(page, 'District', 'Rangpur', 'Rangpur');
    const area = page.locator('[data-testid=coverage-row][data-upazila="*"]');
    const newHubOption = `${hub.code} · ${hub.name}`;
    await area.getByLabel('Last-mile hub').selectOption({ label: newHubOption });
    await area.getByLabel('Pickup hub').selectOption({ label: newHubOption });
    await expect(page.getByText('1 area changed')).toBeVisible();
    await page.getByRole('button', { name: 'Save coverage' }).click();
    await expectPopup(page, 'Coverage saved.');
    await expect(page.getByText('0 areas changed')).toBeVisible();
    const saved = await page.request.get('/api/hubs/coverage?district=rangpur');
    expect(await saved.json()).toContainEqual({
      district: 'rangpur',
      upazila: '*',
      lastMileHubId: hub.code.toLowerCase(),
      pickupHubId: hub.code.toLowerCase(),
    });

    await area.getByLabel('Last-mile hub').selectOption({ label: `${pickupOnly.code} · ${pickupOnly.name}` });
    await page.getByRole('button', { name: 'Save coverage' }).click();
    await expectPopup(
      page,
      'The coverage was not saved',
      'Some areas cannot have these hubs. Check the marked rows.',
    );
    // The popup hides the page from assistive technology until it is closed; then the row says why.
    await page.locator('.swal2-confirm').click();
    await expect(area.getByRole('alert')).toHaveText('The last-mile hub does not do last-mile delivery.');
    await expect(area.getByLabel('Last-mile hub')).toHaveAttribute('aria-invalid', 'true');
    await screens(page, 'coverage-390');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Hubs' }).click();
    await screens(page, 'list-1280');
    await page.getByRole('tab', { name: 'Lanes' }).click();
    await expect(page.getByRole('heading', { name: 'Lanes' })).toBeVisible();
    await screens(page, 'lanes-1280');
  });
});
