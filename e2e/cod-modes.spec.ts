import { expect, signUpViaApi, test } from './fixtures';
import { showAs } from './support/look-page';
import { screensWanted } from './support/screenshots';

// Issue 63 item 2: a shop books cash on delivery all in, and sees what the receiver pays and what it gets.

const shots = '/tmp/shopmoney-shots';

test('a shop books a parcel all in: the receiver pays the one amount, the charge comes off its payout', async ({
  page,
}) => {
  await signUpViaApi(page, 'All In Shop');
  await page.goto('/book-a-parcel');
  await page.getByLabel('Parcel Title').fill('Cotton saree');
  await page.getByLabel('Parcel Type').selectOption('small');
  await page.getByLabel('Receiver Name').fill('Nasima Begum');
  await page.getByLabel('Receiver Phone').fill('01712345678');
  await page.getByLabel('Pickup Address').fill('Shop 12, New Market, Dhaka');
  await page.getByLabel('Delivery Address').fill('House 5, Road 2, Agrabad, Chattogram');
  await page.getByLabel('Payment Method').selectOption('cod');
  await expect(page.getByRole('radio', { name: /One amount, all in/ })).toBeChecked();
  await page.getByLabel('Amount to Collect, all in (৳)').fill('1250');
  const split = page.getByTestId('cod-split');
  await expect(split).toContainText('Receiver pays৳1,250');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('to collect at the door:')).toBeVisible();
  await expect(page.getByText('to collect at the door:').locator('..')).toContainText('৳1,250');
});

test("the booking form's cash choice reads in English and Bangla, its pictures taken on request", async ({
  page,
}) => {
  // Every theme and width only for the pictures (E2E_SCREENS=1 or COD_SCREENS=1): they change no words.
  const pictures = screensWanted('COD_SCREENS');
  await signUpViaApi(page, 'Screenshot Shop');
  for (const language of ['en', 'bn'] as const) {
    for (const theme of pictures ? (['light', 'dark'] as const) : (['light'] as const)) {
      for (const width of pictures ? [390, 1280] : [390]) {
        await page.goto('/book-a-parcel');
        await showAs(page, { language, theme, width });
        await page.locator('#book-parcelType').selectOption('small');
        await page.locator('#book-paymentMethod').selectOption('cod');
        await page.locator('#book-amountToCollect').fill('50');
        // The receiver pays the one amount, in the page's own digits.
        await expect(page.getByTestId('cod-split')).toContainText(language === 'bn' ? '৳৫০' : '৳50');
        if (!pictures) continue;
        await page.getByTestId('cod-split').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/book-${language}-${theme}-${width}.png` });
        await page.goto('/settings/stores');
        await page.screenshot({ path: `${shots}/stores-${language}-${theme}-${width}.png`, fullPage: true });
        await page.goto('/payments');
        await page.screenshot({
          path: `${shots}/payments-${language}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
});
