import { demo, expect, expectPopup, loginViaApi, pickOption, test } from './fixtures';
import { picture } from './support/screenshots';

/** A day as the Bangla pages write it (lib/format.ts formatDay). */
const banglaDay = (day: string) =>
  new Intl.DateTimeFormat('bn-BD', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test.describe('prices and promises, in Bangla on a phone', () => {
  test.use({ locale: 'bn-BD', viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  });

  test('a merchant books 2.4 kg express inside Dhaka and sees the price and the date before confirming', async ({
    page,
  }, testInfo) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/book-a-parcel');
    await page.locator('#book-parcelTitle').fill('শাড়ি');
    await page.locator('#book-parcelType').selectOption('medium');
    await page.locator('#book-receiverName').fill('নাসিমা বেগম');
    // Bangla digits, as a Bangla keypad types them.
    await page.locator('#book-receiverPhone').fill('০১৭১১০০০৪৪৪');
    await page.locator('#book-pickupAddress').fill('দোকান ১২, নিউ মার্কেট, ঢাকা');
    await page.locator('#book-deliveryAddress').fill('বাড়ি ৫, সড়ক ২, মিরপুর, ঢাকা');
    await pickOption(page, 'পিকআপ জেলা (ঐচ্ছিক)', 'ঢাকা', 'ঢাকা');
    await pickOption(page, 'ডেলিভারি জেলা (ঐচ্ছিক)', 'ঢাকা', 'ঢাকা');
    await page.locator('#book-weightGrams').fill('2.4');
    await page.locator('#book-deliveryType').selectOption('express');
    await page.locator('#book-paymentMethod').selectOption('prepaid');

    // The server's quote for exactly this parcel: what the page must show before the merchant confirms.
    const quoteResponse = await page.request.get(
      '/api/quote?pickupDistrict=dhaka&deliveryDistrict=dhaka&parcelType=medium&weightGrams=2400&deliveryType=express',
    );
    const quote = await quoteResponse.json();
    // Medium inside one city: ৳60 first kg + ৳20 medium + 2 further kg at ৳15 + ৳50 express.
    expect(quote).toMatchObject({
      total: 160,
      breakdown: { zoneBase: 60, typeSurcharge: 20, weightCharge: 30, expressCharge: 50, codCharge: 0 },
    });
    const summary = page.getByTestId('quote-summary');
    await expect(page.getByTestId('quote-total')).toHaveText('৳১৬০');
    await expect(summary).toContainText('বাড়তি ওজন (২.৪ কেজি)');
    await expect(summary).toContainText('এক্সপ্রেস চার্জ');
    await expect(summary).toContainText('প্রতিশ্রুত ডেলিভারি (এক্সপ্রেস)');
    await expect(page.getByTestId('quote-promised')).toHaveText(banglaDay(quote.promisedDate));
    await summary.scrollIntoViewIfNeeded();
    await picture(page, { path: testInfo.outputPath('quote-390-bn.png'), fullPage: true });

    await page.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();
    await expectPopup(page, 'পার্সেল সফলভাবে যোগ হয়েছে!');
    const confirmation = page.getByTestId('booking-confirmation');
    await expect(confirmation).toBeVisible();
    const trackingId = (await page.getByTestId('booked-tracking-id').textContent()) ?? '';
    // By its tracking ID: other specs book for the demo merchant at the same moment.
    const [booked] = await (await page.request.get(`/api/parcels?q=${trackingId}&limit=1`)).json();
    expect(booked).toMatchObject({
      trackingId,
      deliveryFee: 160,
      weightGrams: 2400,
      deliveryType: 'express',
      feeBreakdown: quote.breakdown,
    });
    // The promise stored is the one shown (the quote and the booking are a moment apart, never across a cut-off here).
    await expect(page.getByTestId('booked-promised')).toHaveText(banglaDay(booked.promisedDate));

    // Public tracking shows the promised day.
    await page.goto(`/track/${trackingId}`);
    await expect(page.getByTestId('tracking-promised')).toContainText(banglaDay(booked.promisedDate));
    await picture(page, { path: testInfo.outputPath('tracking-390-bn.png'), fullPage: true });
  });

  test('a booking confirmed while the price is still loading goes through, at the server’s price', async ({
    page,
  }) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    // The server's quote answers only when the test lets it: the merchant confirms before it has.
    let answerQuotes: () => void = () => {};
    const quotesHeld = new Promise<void>((resolve) => {
      answerQuotes = resolve;
    });
    await page.route('**/api/quote?**', async (route) => {
      await quotesHeld;
      await route.continue();
    });
    await page.goto('/book-a-parcel');
    await page.locator('#book-parcelTitle').fill('গামছা');
    await page.locator('#book-parcelType').selectOption('small');
    await page.locator('#book-receiverName').fill('রহিম উদ্দিন');
    await page.locator('#book-receiverPhone').fill('01711000555');
    await page.locator('#book-pickupAddress').fill('দোকান ১২, নিউ মার্কেট, ঢাকা');
    await page.locator('#book-deliveryAddress').fill('স্টেশন রোড, রংপুর');
    await pickOption(page, 'পিকআপ জেলা (ঐচ্ছিক)', 'ঢাকা', 'ঢাকা');
    await pickOption(page, 'ডেলিভারি জেলা (ঐচ্ছিক)', 'রংপুর', 'রংপুর');
    await page.locator('#book-paymentMethod').selectOption('prepaid');
    await expect(page.getByRole('status', { name: 'মূল্য হিসাব করা হচ্ছে' })).toBeVisible();
    // Small, elsewhere in Bangladesh: ৳120 by the merchant's own price list, while the server's answer waits.
    await expect(page.locator('#book-deliveryFee')).toHaveValue('120');

    await page.getByRole('button', { name: 'বুকিং নিশ্চিত করুন' }).click();
    await expectPopup(page, 'পার্সেল সফলভাবে যোগ হয়েছে!');
    answerQuotes();
    const trackingId = (await page.getByTestId('booked-tracking-id').textContent()) ?? '';
    const [booked] = await (await page.request.get(`/api/parcels?q=${trackingId}&limit=1`)).json();
    expect(booked).toMatchObject({ trackingId, deliveryFee: 120 });
  });

  test('express is not offered across the country: the option is off, and the server refuses it', async ({
    page,
  }) => {
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/book-a-parcel');
    await pickOption(page, 'পিকআপ জেলা (ঐচ্ছিক)', 'ঢাকা', 'ঢাকা');
    await pickOption(page, 'ডেলিভারি জেলা (ঐচ্ছিক)', 'সিলেট', 'সিলেট');
    await expect(page.locator('#book-deliveryType option[value="express"]')).toBeDisabled();
    const refused = await page.request.get(
      '/api/quote?pickupDistrict=dhaka&deliveryDistrict=sylhet&parcelType=small&deliveryType=express',
    );
    expect(refused.status()).toBe(400);
  });
});
