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
  // Every role in one page, one after another (a browser page of their own each cost a test's set-up five times).
  test('each role: every link of the role, spec links first, and nothing wider than the screen', async ({
    page,
  }) => {
    test.slow();
    for (const who of ['guest', 'customer', 'rider', 'hub', 'admin'] as const) {
      // Off the last one's page first, so nothing it still asks for goes out signed out.
      await page.goto('about:blank');
      await page.context().clearCookies();
      if (who !== 'guest') await loginViaApi(page, demo[who].email, demo[who].password);
      await page.goto('/');
      const drawer = page.getByTestId('nav-drawer');
      // The menu button sits under the label for the drawer's checkbox (it works before the scripts run).
      await page.getByRole('banner').locator('label[for="nav-drawer"]').click();
      await expect(drawer, who).toBeInViewport();
      await expect(drawer.getByRole('navigation').getByRole('link'), who).toHaveText(drawerLinks[who]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, who).toBeLessThanOrEqual(0);
      const last = drawerLinks[who].at(-1) as string;
      await drawer.getByRole('link', { name: last, exact: true }).click();
      await expect(drawer, who).not.toBeInViewport();
    }
  });
});

test.describe('desktop bar', () => {
  /** The bar's links as it opens, groups closed: the spec's links in its order, then ours. */
  const barLinks = {
    guest: ['Home', 'Track a parcel'],
    customer: ['Home', 'Book A Parcel', 'My Parcel', 'Be A Rider', 'Overview', 'Payments'],
    rider: ['Home', 'Assigned Parcel', 'Cash in hand'],
    admin: ['Home', 'Dashboard'],
  } as const;
  test('each role sees exactly their links; a signed-out visitor also Login and Sign Up', async ({
    page,
  }) => {
    for (const who of ['guest', 'customer', 'rider', 'admin'] as const) {
      // Off the last one's page first, so nothing it still asks for goes out signed out.
      await page.goto('about:blank');
      await page.context().clearCookies();
      if (who !== 'guest') await loginViaApi(page, demo[who].email, demo[who].password);
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('navigation').getByRole('link'), who).toHaveText([...barLinks[who]]);
      for (const name of ['Login', 'Sign Up']) {
        const link = banner.getByRole('link', { name, exact: true });
        if (who === 'guest') await expect(link, who).toBeVisible();
        else await expect(link, who).toHaveCount(0);
      }
    }
  });

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
  // The three staff roles in turn on one page (a page of their own each cost a test's set-up three times).
  test('each staff role: a card near the top, drawn after hydration', async ({ page }) => {
    test.slow();
    for (const [role, name, url] of [
      ['rider', /Today's run/, /\/assigned-parcels$/],
      ['hub', /Scan station/, /\/hub$/],
      ['admin', /Admin dashboard/, /\/admin\/dashboard-home$/],
    ] as const) {
      // Off the last one's page first, so nothing it still asks for goes out signed out.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await loginViaApi(page, demo[role].email, demo[role].password);
      await page.goto('/');
      const card = page.getByRole('region', { name: 'Your work' }).getByRole('link', { name });
      await expect(card, role).toBeVisible();
      // Above the banner: seen without scrolling on a laptop.
      await expect(card, role).toBeInViewport();
      await card.click();
      await expect(page).toHaveURL(url);
    }
  });

  test('customers and visitors get the landing page as before, without the card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Track a parcel' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your work' })).toHaveCount(0);
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.reload();
    // The role has arrived once the role's links show (Overview leads a shop to its dashboard).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your work' })).toHaveCount(0);
  });
});
