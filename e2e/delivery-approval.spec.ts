import type { APIRequestContext } from '@playwright/test';
import { demo, expect, loginViaApi, test, uniqueEmail } from './fixtures';
import { deliveryCodeTo, freshPhone } from './sms-inbox';
import { bookViaApi, signedIn, takeOutForDelivery } from './support/api-steps';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A ৳660 COD parcel (the courier's ৳160 fee and ৳500 of goods) taken to the door by the demo rider, whose code then locks after five wrong tries. */
async function photoDeliveryAfterLockedCode(
  customer: APIRequestContext,
  admin: APIRequestContext,
  rider: APIRequestContext,
) {
  const receiverPhone = freshPhone('018');
  const parcel = await bookViaApi(customer, {
    parcelTitle: 'Table fan',
    receiverName: 'Jamal Uddin',
    receiverPhone,
    pickupAddress: 'House 3, Road 7, Dhanmondi',
    deliveryAddress: 'Station Road, Rajshahi',
    parcelType: 'medium',
    deliveryFee: 160,
    paymentMethod: 'cod',
    codAmount: 500,
  });
  await takeOutForDelivery(admin, rider, parcel._id);
  // Found among the receiver's messages, not as the last: the booking's SMS may be sent after it.
  await expect.poll(() => deliveryCodeTo(receiverPhone)).toMatch(/^\d{6}$/);
  const code = deliveryCodeTo(receiverPhone);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    await rider.post(`/api/deliveries/${parcel._id}/complete`, {
      data: { code: wrong, cashCollected: 66_000 },
    });
  }
  const photo = await rider.post(`/api/deliveries/${parcel._id}/photos`, {
    multipart: { image: { name: 'door.png', mimeType: 'image/png', buffer: png } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const done = await rider.post(`/api/deliveries/${parcel._id}/complete`, {
    data: { photoId: (await photo.json()).photoId, receiverName: 'Someone', cashCollected: 66_000 },
  });
  expect(done.status(), await done.text()).toBe(200);
  expect((await done.json()).status).toBe('delivered_approval_pending');
  return parcel;
}

test.describe('a photo delivery after a locked code', () => {
  // The five wrong codes are refused on purpose (400/409) by the API calls above, not the page.
  test('waits on the rider’s screen, and an admin approves it beside its photo', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    // A merchant of its own: other specs deliver the demo customer's parcels at the same time.
    const customer = await playwright.request.newContext({ baseURL: origin });
    const signUp = await customer.post('/api/auth/sign-up/email', {
      data: { name: 'Approval Merchant', email: uniqueEmail('approval'), password: 'secret123' },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const admin = await signedIn(playwright, origin, demo.admin);
    const riderApi = await signedIn(playwright, origin, demo.rider);
    const parcel = await photoDeliveryAfterLockedCode(customer, admin, riderApi);
    const payableBefore = (await (await customer.get('/api/payments/overview')).json()).balance.payablePoisha;

    // The rider is told it waits.
    await loginViaApi(page, demo.rider.email, demo.rider.password);
    await page.goto('/assigned-parcels');
    const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`);
    await expect(card.getByTestId('waiting-approval')).toContainText('Waiting for an admin');
    await expect(card.locator('[data-status]').first()).toHaveText('Delivered — confirmation pending');
    // Leave the page (its live stream ends with the session) before signing in as the admin.
    await page.goto('about:blank');
    await page.context().clearCookies();

    // The admin sees it with its photo and approves it.
    await loginViaApi(page, demo.admin.email, demo.admin.password);
    await page.goto('/admin/deliveries');
    const waiting = page.locator(`[data-testid="pending-approval"][data-tracking-id="${parcel.trackingId}"]`);
    await expect(waiting.getByTestId('approval-photo')).toBeVisible();
    await expect(waiting).toContainText('Received by Someone');
    await expect(
      page.locator('[data-testid="rider-photo-count"]').filter({ hasText: 'Demo Rider' }),
    ).toBeVisible();
    await waiting.getByRole('button', { name: `Approve the delivery of ${parcel.trackingId}` }).click();
    await page.locator('.swal2-confirm').click();
    await expect(page.locator('.swal2-title')).toHaveText('Delivery approved');
    await expect(waiting).toHaveCount(0);

    const tracked = await (await customer.get(`/api/track/${parcel.trackingId}`)).json();
    expect(tracked.status).toBe('delivered');
    const payableAfter = (await (await customer.get('/api/payments/overview')).json()).balance.payablePoisha;
    expect(payableAfter - payableBefore).toBe(50_000);
  });
});
