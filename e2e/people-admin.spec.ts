import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, test, uniqueEmail } from './fixtures';
import { shootBothThemes } from './support/screenshots';

async function axe(page: Page) {
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
}

const freshPhone = () => `016${String(crypto.randomInt(10_000_000, 99_999_999))}`;

for (const [language, width] of [
  ['bn', 390],
  ['en', 1280],
] as const) {
  test.describe(`${language} at ${width} px`, () => {
    test.use({ locale: language === 'bn' ? 'bn-BD' : 'en-US', viewport: { width, height: 900 } });

    test('the admin invites a hub operator by phone and suspends an account, which is signed out at once', async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const en = language === 'en';
      const email = uniqueEmail('suspend');
      const person = await playwright.request.newContext({ baseURL: baseURL ?? '' });
      const signedUp = await person.post('/api/auth/sign-up/email', {
        data: { name: 'Soon Suspended', email, password: 'secret123' },
      });
      expect(signedUp.status()).toBe(200);
      await loginViaApi(page, demo.admin.email, demo.admin.password);

      await page.goto('/admin/users');
      await page.getByRole('button', { name: en ? 'Invite by phone' : 'ফোনে আমন্ত্রণ' }).click();
      const form = page.getByTestId('invite-form');
      await form.getByLabel(en ? 'Mobile number' : 'মোবাইল নম্বর').fill(freshPhone());
      await form.getByLabel(en ? 'Name' : 'নাম', { exact: true }).fill('Nasima Akter');
      await form.getByLabel(en ? 'Role' : 'ভূমিকা').selectOption('hub');
      await form.getByRole('button', { name: en ? 'Send the invitation' : 'আমন্ত্রণ পাঠান' }).click();
      await expect(form.getByText(en ? 'Choose a hub.' : 'একটি হাব বাছুন।')).toBeVisible();
      await axe(page);
      await shootBothThemes(page, `people-invite-${language}-${width}`);
      await form.getByLabel(en ? 'Hub' : 'হাব', { exact: true }).selectOption('dhk-mir');
      await form.getByRole('button', { name: en ? 'Send the invitation' : 'আমন্ত্রণ পাঠান' }).click();
      await expect(form).toHaveCount(0);

      await page.getByLabel(en ? 'Search by email' : 'ইমেইল দিয়ে খুঁজুন').fill(email);
      const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
      await row.getByRole('button', { name: en ? `Suspend ${email}` : `${email} স্থগিত করুন` }).click();
      await page.getByRole('textbox').last().fill('Cash short three days running');
      await page
        .getByRole('button', { name: en ? 'Suspend' : 'স্থগিত করুন', exact: true })
        .last()
        .click();
      await expectPopup(page, en ? `${email} is suspended and signed out.` : `${email} স্থগিত ও লগআউট হয়েছে।`);
      await expect(row.getByTestId('suspended-badge')).toBeVisible();
      expect((await person.get('/api/riders/me')).status()).toBe(401);
      await axe(page);
      await shootBothThemes(page, `people-suspended-${language}-${width}`);
      await person.dispose();
    });
  });
}
