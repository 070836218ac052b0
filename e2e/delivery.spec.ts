import type { APIRequestContext } from '@playwright/test';
import { demo, expect, loginViaApi, test } from './fixtures';
import { deliveryCodeTo, freshPhone, smsTo } from './sms-inbox';
import { bookViaApi, demoClients, takeOutForDelivery } from './support/api-steps';
import { picture } from './support/screenshots';

/**
 * A cash-on-delivery parcel (the courier's ৳130 fee: small, nationwide, ৳10 COD charge; + ৳500 goods)
 * booked, assigned to the demo rider, picked up and carried the one road to their hub, which hands it
 * to them: out for delivery, its code on the way to the receiver.
 */
async function parcelAtDoor(
  customer: APIRequestContext,
  admin: APIRequestContext,
  rider: APIRequestContext,
  receiverPhone = freshPhone('019'),
) {
  const parcel = await bookViaApi(customer, {
    parcelTitle: 'Kurta',
    receiverName: 'Rupa Begum',
    receiverPhone,
    pickupAddress: 'House 3, Road 7, Dhanmondi',
    deliveryAddress: 'College Road, Cumilla',
    parcelType: 'small',
    deliveryFee: 130,
    paymentMethod: 'cod',
    codAmount: 500,
  });
  await takeOutForDelivery(admin, rider, parcel._id);
  return { ...parcel, receiverPhone };
}

test.describe('the rider at the door, in Bangla on a phone', () => {
  // The short collection below is refused on purpose: the browser logs that 400.
  test.use({ viewport: { width: 390, height: 844 }, allowedErrors: [/status of 400/] });

  test('goes out for delivery, completes with the code the receiver got by SMS, and records a failed attempt', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A whole journey with two parcels, on a machine shared with other runs.
    test.setTimeout(150_000);
    const origin = baseURL ?? '';
    const { customer, admin, rider: riderApi, dispose } = await demoClients(playwright, origin);
    const first = await parcelAtDoor(customer, admin, riderApi);
    const second = await parcelAtDoor(customer, admin, riderApi);

    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${first.trackingId}"]`);
    // The hub handed it out: the rider's card offers the door's moves only, no "out for delivery" by hand.
    await expect(card.locator('[data-status]').first()).toHaveText('ডেলিভারির পথে');

    // The receiver's phone gets the code (in Bangla, with their private link) through the SMS gateway.
    let code = '';
    await expect
      .poll(() => {
        const sms = smsTo(first.receiverPhone).find((message) => message.message.includes('ডেলিভারি কোড'));
        code = /কোড (\d{6})/.exec(sms?.message ?? '')?.[1] ?? '';
        return sms?.message ?? '';
      })
      .toMatch(new RegExp(`${first.trackingId} .*ডেলিভারি কোড \\d{6}.* ${origin}/r/[A-Za-z0-9_-]{22}$`));
    expect(code).toMatch(/^\d{6}$/);

    await card.getByRole('button', { name: `ডেলিভারি দিন: পার্সেল ${first.trackingId}` }).click();
    await card.getByLabel('প্রাপকের এসএমএসের ৬ অঙ্কের কোড').fill(code);
    // A short collection is refused…
    await card.getByLabel(/আদায় করা টাকা/).fill('550');
    await card.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
    await expect(card.getByTestId('delivery-error')).toHaveText('আদায় করা টাকা পাওনার চেয়ে কম।');
    // …the full amount completes it.
    await card.getByLabel(/আদায় করা টাকা/).fill('630');
    await card.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
    await expect(page.locator('.swal2-title')).toHaveText(`পার্সেল ${first.trackingId} ডেলিভারি হয়েছে`);
    await expect(card.locator('[data-status]').first()).toHaveAttribute('data-status', 'delivered');
    await expect
      .poll(() => smsTo(first.receiverPhone).some((sms) => sms.message.includes('ডেলিভারি হয়েছে')))
      .toBe(true);

    const other = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${second.trackingId}"]`);
    await other.getByRole('button', { name: `ডেলিভারি হয়নি: পার্সেল ${second.trackingId}` }).click();
    await other.getByRole('radio', { name: 'ভুল ঠিকানা' }).check();
    await other.getByRole('button', { name: 'ব্যর্থ চেষ্টা লিখুন' }).click();
    await expect(other.locator('[data-status]').first()).toHaveAttribute('data-status', 'failed');
    await expect(other.getByTestId('attempts-summary')).toContainText('১টি ব্যর্থ চেষ্টা');
    // Back in the run for the next try: the rider can take it out again.
    await expect(
      other.getByRole('button', { name: `ডেলিভারিতে বের হচ্ছি: পার্সেল ${second.trackingId}` }),
    ).toBeVisible();
    await picture(page, { path: `.tmp/screens/rider-run-bn-390.png`, fullPage: true });

    // Public tracking says what happened in plain words.
    await page.goto(`/track/${second.trackingId}`);
    await expect(page.getByTestId('tracking-timeline').locator('li').last()).toContainText('ভুল ঠিকানা');

    await dispose();
  });
});

test.describe('the phone’s place at the door', () => {
  // Somewhere on College Road, Cumilla, as the rider's phone knows it.
  const door = { latitude: 23.4607, longitude: 91.1809, accuracy: 20 };
  test.use({ viewport: { width: 390, height: 844 }, geolocation: door, permissions: ['geolocation'] });

  test('a completion sends where the phone was; the rider’s next parcel to that phone offers directions there', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { customer, admin, rider: riderApi, dispose } = await demoClients(playwright, baseURL ?? '');
    const first = await parcelAtDoor(customer, admin, riderApi);
    await expect.poll(() => deliveryCodeTo(first.receiverPhone)).toMatch(/^\d{6}$/);
    const code = deliveryCodeTo(first.receiverPhone);

    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${first.trackingId}"]`);
    await card.getByRole('button', { name: `ডেলিভারি দিন: পার্সেল ${first.trackingId}` }).click();
    await card.getByLabel('প্রাপকের এসএমএসের ৬ অঙ্কের কোড').fill(code);
    await card.getByLabel(/আদায় করা টাকা/).fill('630');
    await card.getByRole('button', { name: 'ডেলিভারি সম্পন্ন করুন' }).click();
    await expect(page.locator('.swal2-title')).toHaveText(`পার্সেল ${first.trackingId} ডেলিভারি হয়েছে`);

    const second = await parcelAtDoor(customer, admin, riderApi, first.receiverPhone);
    await page.reload();
    const next = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${second.trackingId}"]`);
    const hint = next.getByTestId('earlier-place');
    await expect(hint).toHaveText('এই নম্বরে আগে ডেলিভারি দিয়েছেন: সেখানে যাওয়ার পথ');
    await expect(hint).toHaveAttribute('href', /destination=23\.4607%2C91\.1809$/);
    await dispose();
  });
});

test('an admin sees the failed parcel and how each delivery was proved', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const { customer, admin, rider: riderApi, dispose } = await demoClients(playwright, origin);
  const parcel = await parcelAtDoor(customer, admin, riderApi);
  const failed = await riderApi.post(`/api/deliveries/${parcel._id}/attempts`, {
    data: { reason: 'refused' },
  });
  expect((await failed.json()).status).toBe('returning');

  await loginViaApi(page, demo.admin.email, demo.admin.password);
  await page.goto('/admin/deliveries');
  const row = page.locator(`[data-testid="problem-parcel"][data-tracking-id="${parcel.trackingId}"]`);
  await expect(row).toContainText('Returning');
  await expect(row).toContainText('Receiver refused the parcel');
  await picture(page, { path: `.tmp/screens/admin-deliveries-1280.png`, fullPage: true });
  await dispose();
});
