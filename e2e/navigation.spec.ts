import { type DemoRole, demo, expect, loginViaApi, test } from './fixtures';

/**
 * What the phone drawer lists, top to bottom: the spec's links first, in its order, then the rest. The
 * desktop bar lists the same links (a merchant's business tools in a group of their own).
 */
const drawerLinks: Record<DemoRole | 'guest', string[]> = {
  guest: ['Home', 'Login', 'Sign Up', 'Track a parcel'],
  customer: [
    'Home',
    'Book A Parcel',
    'My Parcel',
    'Be A Rider',
    'Overview',
    'Payments',
    'Bulk Booking',
    'Pickup stores',
    'API keys',
    'Webhooks',
  ],
  rider: ['Home', 'Assigned Parcel', 'Cash in hand'],
  hub: ['Home', 'Scan', 'Bags', 'Trips', "Riders' runs", 'Hub cash'],
  admin: [
    'Home',
    'Dashboard',
    'Pending Parcels',
    'Pending Riders',
    'Deliveries',
    'Cash Handovers',
    'Payouts',
    'Network',
    'Hubs',
    'Users',
  ],
};

test.describe('phone drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const who of ['guest', 'customer', 'rider', 'hub', 'admin'] as const) {
    test(`${who}: every link of the role, spec links first, and nothing wider than the screen`, async ({
      page,
    }) => {
      if (who !== 'guest') await loginViaApi(page, demo[who].email, demo[who].password);
      await page.goto('/');
      const drawer = page.getByTestId('nav-drawer');
      // The menu button sits under the label for the drawer's checkbox (it works before the scripts run).
      await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
      await expect(drawer).toBeInViewport();
      await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(drawerLinks[who]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const last = drawerLinks[who].at(-1) as string;
      await drawer.getByRole('link', { name: last, exact: true }).click();
      await expect(drawer).not.toBeInViewport();
    });
  }
});

test.describe('desktop bar', () => {
  test('a merchant finds bulk booking, stores, API keys and webhooks under Business tools', async ({
    page,
  }) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation');
    const group = nav.locator('summary', { hasText: 'Business tools' });
    await group.click();
    await expect(nav.getByRole('link')).toHaveText(drawerLinks.customer);
    await nav.getByRole('link', { name: 'API keys' }).click();
    await expect(page).toHaveURL(/\/settings\/api-keys$/);
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeHidden();
    // Open again, then a click elsewhere closes it.
    await group.click();
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeVisible();
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an admin reaches every admin page from the bar', async ({ page }) => {
    await loginViaApi(page, demo.admin.email, demo.admin.password);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.locator('summary', { hasText: 'Admin area' }).click();
    await nav.getByRole('link', { name: 'Pending Parcels' }).click();
    await expect(page).toHaveURL(/\/admin\/pending-parcels$/);
  });
});

test.describe('the home page leads each role to its work', () => {
  for (const [role, name, url] of [
    ['customer', /Your shop today/, /\/dashboard$/],
    ['rider', /Today's run/, /\/assigned-parcels$/],
    ['hub', /Scan station/, /\/hub$/],
    ['admin', /Admin dashboard/, /\/admin\/dashboard-home$/],
  ] as const) {
    test(`${role}: a card near the top, drawn after hydration`, async ({ page }) => {
      await loginViaApi(page, demo[role].email, demo[role].password);
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Your work' }).getByRole('link', { name });
      await expect(card).toBeVisible();
      // Above the banner: seen without scrolling on a laptop.
      await expect(card).toBeInViewport();
      await card.click();
      await expect(page).toHaveURL(url);
    });
  }

  test('visitors get the landing page as before, without the card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Track a parcel' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your work' })).toHaveCount(0);
  });
});
