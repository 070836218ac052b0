import AxeBuilder from '@axe-core/playwright';
import { expect, expectPopup, loginViaApi, pickOption, signUpViaApi, test } from './fixtures';
import { mailTo } from './mailbox';

test.describe('Merchant settings', () => {
  test.use({ allowedErrors: [/401|Unauthorized/i] });

  test('creates an API key shown once, which works until it is revoked', async ({ page }) => {
    test.slow();
    await signUpViaApi(page, 'Shop Owner');
    await page.goto('/settings/api-keys');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys');
    // The reference is one tap away, and it is there.
    const reference = page.getByRole('link', { name: /API reference/ });
    await expect(reference).toHaveAttribute('href', '/api/docs');
    expect((await page.request.get('/api/docs/json')).status()).toBe(200);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.locator('#api-key-name-error')).toHaveText('Key name is required');

    await page.getByLabel('Key name').fill('Website orders');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByLabel('The new API key');
    await expect(shown).toHaveValue(/^dsh_live_[A-Za-z0-9_-]{43}$/);
    const key = await shown.inputValue();
    const listed = page.locator('li', { hasText: 'Website orders' });
    await expect(listed).toContainText(key.slice(0, 17));
    await expect(listed).toContainText('never used');

    const withKey = { headers: { authorization: `Bearer ${key}` } };
    expect((await page.request.get('/api/stores', withKey)).status()).toBe(200);
    // A key cannot manage keys.
    expect((await page.request.get('/api/api-keys', withKey)).status()).toBe(403);

    await page.getByRole('button', { name: 'Done, I have saved it' }).click();
    await expect(page.getByLabel('The new API key')).toHaveCount(0);
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.reload();
    await expect(page.locator('li', { hasText: 'Website orders' })).toContainText('last used');
    expect(await page.content()).not.toContain(key);

    await page.getByRole('button', { name: 'Revoke the key Website orders' }).click();
    await expectPopup(page, 'Revoke this key?');
    await page.getByRole('button', { name: 'Yes, revoke it' }).click();
    await expectPopup(page, 'Key revoked');
    await expect(page.locator('li', { hasText: 'Website orders' })).toContainText('Revoked');
    expect((await page.request.get('/api/stores', withKey)).status()).toBe(401);
  });

  test('a password reset suspends a key until its owner confirms it', async ({ page }) => {
    test.slow();
    const { email } = await signUpViaApi(page, 'Reset Owner');
    const created = await page.request.post('/api/api-keys', { data: { name: 'Shop app' } });
    expect(created.status()).toBe(201);
    const withKey = { headers: { authorization: `Bearer ${(await created.json()).key}` } };
    expect((await page.request.get('/api/stores', withKey)).status()).toBe(200);

    // The reset, through the mailed link's token.
    await page.context().clearCookies();
    const asked = await page.request.post('/api/auth/request-password-reset', {
      data: { email, redirectTo: '/reset-password' },
    });
    expect(asked.status()).toBe(200);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    const token = /reset-password\/([^?\s]+)/.exec(mailTo(email)[0]?.text ?? '')?.[1];
    const reset = await page.request.post('/api/auth/reset-password', {
      data: { token, newPassword: 'new-secret' },
    });
    expect(reset.status()).toBe(200);
    const refused = await page.request.get('/api/stores', withKey);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('API_KEY_SUSPENDED');

    await loginViaApi(page, email, 'new-secret');
    await page.goto('/settings/api-keys');
    const listed = page.locator('li', { hasText: 'Shop app' });
    await expect(listed).toContainText('Suspended');
    await expect(listed.getByTestId('api-key-suspended')).toContainText(
      'Suspended when your password was reset',
    );
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Confirm the key Shop app' }).click();
    await expectPopup(page, 'Key confirmed: it works again');
    await expect(listed).toContainText('Active');
    await expect(listed.getByTestId('api-key-suspended')).toHaveCount(0);
    expect((await page.request.get('/api/stores', withKey)).status()).toBe(200);
  });

  test('adds a store with a searchable area and books from it', async ({ page }) => {
    test.slow();
    await signUpViaApi(page, 'Shop Owner');
    await page.goto('/settings/stores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pickup stores');
    await page.getByLabel('Store name').fill('Gulshan outlet');
    await page.getByLabel('Contact phone').fill('01712-345678');
    await page.getByLabel('Pickup address').fill('House 9, Road 90, Gulshan 2');
    await pickOption(page, 'District', 'dhaka', 'Dhaka');
    await pickOption(page, 'Upazila / thana (optional)', 'gul', 'Gulshan');
    await page.getByRole('button', { name: 'Add store' }).click();
    await expectPopup(page, 'Store added');
    const card = page.locator('li', { hasText: 'Gulshan outlet' });
    await expect(card).toContainText('Gulshan, Dhaka');
    await expect(card).toContainText('Default');
    // The form is empty again for the next store.
    for (const label of ['Store name', 'Contact phone', 'Pickup address']) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await page.goto('/book-a-parcel');
    await expect(page.getByLabel('Pickup store')).toHaveValue(/.+/);
    await expect(page.getByLabel('Pickup Address')).toHaveValue('House 9, Road 90, Gulshan 2');
    await expect(page.getByLabel('Pickup District (optional)')).toHaveValue('Dhaka');
    await expect(page.getByRole('combobox', { name: 'Pickup upazila / thana (optional)' })).toHaveValue(
      'Gulshan',
    );

    await page.getByLabel('Parcel Title').fill('Saree');
    await page.getByLabel('Parcel Type').selectOption({ label: 'Small (under 1kg)' });
    await page.getByLabel('Receiver Name').fill('Nasrin Sultana');
    await page.getByLabel('Receiver Phone').fill('01711000333');
    await page.getByLabel('Delivery Address').fill('CDA Avenue, Muradpur');
    // An old spelling finds the district.
    await pickOption(page, 'Delivery District (optional)', 'chittagong', 'Chattogram');
    // Bangla typed on the English page finds the thana too.
    await pickOption(page, 'Delivery upazila / thana (optional)', 'পাঁচলা', 'Panchlaish');
    await page.getByLabel('Payment Method').selectOption({ label: 'Prepaid' });
    // Gulshan (the store's district, Dhaka) → Chattogram, small: the courier's ৳120.
    await expect(page.getByLabel('Delivery Fee (৳)')).toHaveValue('120');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expectPopup(page, 'Parcel added Successfully!');

    const stores = await (await page.request.get('/api/stores')).json();
    const [booked] = await (await page.request.get('/api/parcels')).json();
    expect(booked).toMatchObject({
      storeId: stores[0].id,
      pickupAddress: 'House 9, Road 90, Gulshan 2',
      pickupDistrict: 'dhaka',
      pickupUpazila: 'gulshan',
      deliveryDistrict: 'chattogram',
      deliveryUpazila: 'panchlaish',
    });
  });

  test('works in Bangla, finding areas typed in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await signUpViaApi(page, 'দোকান মালিক');
    await page.goto('/settings/stores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('পিকআপ স্টোর');
    await page.getByLabel('স্টোরের নাম').fill('মিরপুর শাখা');
    await page.getByLabel('যোগাযোগের ফোন').fill('01812345678');
    await page.getByLabel('পিকআপ ঠিকানা').fill('সেকশন ১০, মিরপুর');
    await page.getByRole('button', { name: 'স্টোর যোগ করুন' }).click();
    await expect(page.locator('#store-district-error')).toHaveText('তালিকা থেকে একটি জেলা বাছাই করুন।');
    await pickOption(page, 'জেলা', 'dhaka', 'ঢাকা');
    await pickOption(page, 'উপজেলা / থানা (ঐচ্ছিক)', 'mirpur', 'মিরপুর');
    await page.getByRole('button', { name: 'স্টোর যোগ করুন' }).click();
    await expectPopup(page, 'স্টোর যোগ হয়েছে');
    await expect(page.locator('li', { hasText: 'মিরপুর শাখা' })).toContainText('মিরপুর, ঢাকা');

    await page.getByRole('link', { name: 'API কী' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API কী');
    await page.getByLabel('কী-এর নাম').fill('ওয়েবসাইট');
    await page.getByRole('button', { name: 'কী তৈরি করুন' }).click();
    await expect(page.getByLabel('নতুন API কী')).toHaveValue(/^dsh_live_/);
  });
});
