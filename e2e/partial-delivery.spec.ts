import { demo, expect, loginViaApi, test } from './fixtures';
import { deliveryCodeTo, freshPhone } from './sms-inbox';
import { bookViaApi, demoClients, takeOutForDelivery } from './support/api-steps';
import { picture } from './support/screenshots';

/** Issue 24 item 4: the receiver keeps part of the order; the rest comes back as a parcel of its own. */
test.describe('a partial delivery, in Bangla on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the rider records what was kept and the cash taken; the merchant sees both parcels, linked', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const origin = baseURL ?? '';
    const { customer, admin, rider, dispose } = await demoClients(playwright, origin);
    const receiverPhone = freshPhone('018');
    // A cash-on-delivery order of three kurtas; the receiver will keep two.
    const parcel = await bookViaApi<{ _id: string; trackingId: string; amountToCollect: number }>(customer, {
      parcelTitle: 'Three kurtas',
      receiverName: 'Rupa Begum',
      receiverPhone,
      deliveryAddress: 'College Road, Cumilla',
      paymentMethod: 'cod',
      codAmount: 1500,
    });
    await takeOutForDelivery(admin, rider, parcel._id);
    await expect.poll(() => deliveryCodeTo(receiverPhone)).toMatch(/^\d{6}$/);
    const code = deliveryCodeTo(receiverPhone);

    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`);
    await card.getByRole('button', { name: `আংশিক ডেলিভারি: পার্সেল ${parcel.trackingId}` }).click();
    const form = card.getByTestId('partial-form');
    await form.getByLabel('প্রাপক যা রেখেছেন').fill('দুটি কুর্তা');
    await form.getByLabel('রাখা পণ্যের সংখ্যা').fill('২');
    await form.getByLabel(/আসলে আদায় করা টাকা/).fill('১০০০');
    await form.getByRole('radio', { name: 'প্রাপক কিছু পণ্য চাননি' }).check();
    await form.getByLabel('প্রাপকের এসএমএসের ৬ অঙ্কের কোড').fill(code);
    await picture(page, { path: '.tmp/screens/partial-delivery-form-bn-390.png', fullPage: true });
    await form.getByRole('button', { name: 'আংশিক ডেলিভারি নথিভুক্ত করুন' }).click();
    await expect(page.locator('.swal2-title')).toContainText(
      `পার্সেল ${parcel.trackingId} আংশিক ডেলিভারি হয়েছে`,
    );
    await expect(card.locator('[data-status]').first()).toHaveAttribute('data-status', 'partially_delivered');

    // The rest is a new parcel with a tracking ID of its own, in the rider's hands (their run).
    const detail = await (await customer.get(`/api/parcels/${parcel._id}`)).json();
    expect(detail.status).toBe('partially_delivered');
    const back = detail.linkedParcels[0] as { trackingId: string; relation: string; kind: string };
    expect(back).toMatchObject({ relation: 'return', kind: 'partial', status: 'returning' });
    expect(back.trackingId).not.toBe(parcel.trackingId);
    await page.reload();
    const returnCard = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${back.trackingId}"]`);
    await expect(returnCard.locator('[data-status]').first()).toHaveAttribute('data-status', 'returning');
    await picture(page, { path: '.tmp/screens/partial-delivery-run-bn-390.png', fullPage: true });

    // The merchant sees both parcels, each pointing at the other, and the money on the Payments page.
    // Off the rider's live run first (to a page that asks nothing of a signed-in person): its stream and
    // lists would ask again as nobody, or as the merchant.
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.context().clearCookies();
    await loginViaApi(page, demo.customer.email, demo.customer.password);
    await page.goto('/my-parcel');
    const outbound = page.locator(`li[data-tracking-id="${parcel.trackingId}"]`);
    const returning = page.locator(`li[data-tracking-id="${back.trackingId}"]`);
    await expect(outbound).toContainText('আংশিক ডেলিভারি');
    await expect(outbound.getByTestId('linked-parcel')).toHaveText(`${back.trackingId} নম্বরে ফেরত আসছে`);
    await expect(returning).toContainText('ফেরত: অর্ডারের বাকি অংশ');
    await expect(returning.getByTestId('linked-parcel')).toHaveText(`${parcel.trackingId}-এর ফেরত`);
    await picture(page, { path: '.tmp/screens/partial-delivery-merchant-bn-390.png', fullPage: true });

    await page.goto('/payments');
    const line = page.getByTestId('statement-card').filter({ hasText: parcel.trackingId }).first();
    await expect(line).toContainText('আংশিক ডেলিভারি');
    await picture(page, { path: '.tmp/screens/partial-delivery-payments-bn-390.png', fullPage: true });

    // The booking form offers an exchange: the item to collect back appears once it is ticked.
    await page.goto('/book-a-parcel');
    await page.getByLabel('এক্সচেঞ্জ: একই সময়ে রাইডার পুরনো একটি পণ্য ফেরত নেবেন').check();
    await expect(page.getByLabel('যে পণ্য ফেরত নেওয়া হবে')).toBeVisible();
    await picture(page, { path: '.tmp/screens/exchange-booking-bn-390.png', fullPage: true });

    // Public tracking shows the other leg by its tracking ID only.
    await page.goto(`/track/${back.trackingId}`);
    await expect(page.getByTestId('tracking-legs')).toContainText(`${parcel.trackingId} অর্ডারের বাকি অংশ`);

    // The same pages in English on a wide screen, light and dark, to look at.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
      // The page was told Bangla before every load (the init script above): the address says English.
      await page.goto('/my-parcel?lang=en');
      const row = page.locator(`tr[data-tracking-id="${parcel.trackingId}"]`);
      await expect(row.getByTestId('linked-parcel')).toHaveText(`Coming back as ${back.trackingId}`);
      await picture(page, { path: `.tmp/screens/partial-delivery-merchant-en-1280-${theme}.png` });
      await page.goto(`/track/${parcel.trackingId}?lang=en`);
      await expect(page.getByTestId('tracking-legs')).toContainText(
        `The rest of this order comes back as ${back.trackingId}`,
      );
      await picture(page, {
        path: `.tmp/screens/partial-delivery-tracking-en-1280-${theme}.png`,
        fullPage: true,
      });
    }
    await dispose();
  });
});
