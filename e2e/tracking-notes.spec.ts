import type { APIRequestContext, APIResponse } from '@playwright/test';
import { demo, expect, loginViaApi, test, uniqueEmail } from './fixtures';
import { handInAndCarry, handOutAt, type Playwright, signedIn } from './support/api-steps';

// Words people typed: the rider's note at the door and the admin's reason for the return.
const riderNote = 'Shirin at the gate said try Flat 6A';
const returnNote = 'Sender Rahim asked for it back, call 01999888777';
const typed = ['Shirin', 'Flat 6A', 'Rahim', '01999888777'];

async function ok(call: Promise<APIResponse>, status = 200): Promise<APIResponse> {
  const response = await call;
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** A parcel of the demo customer that failed at the door and that an admin sent back with a note. */
async function returnedParcel(playwright: Playwright, baseURL: string): Promise<string> {
  const customer = await signedIn(playwright, baseURL, demo.customer);
  const admin = await signedIn(playwright, baseURL, demo.admin);
  const booked = await ok(
    customer.post('/api/parcels', {
      data: {
        parcelTitle: 'Tea set',
        receiverName: 'Nasrin Receiver',
        receiverPhone: '01712345678',
        pickupAddress: 'House 3, Road 8, Uttara',
        deliveryAddress: 'Shop 5, Zindabazar',
        parcelType: 'fragile',
        deliveryFee: 189,
        paymentMethod: 'prepaid',
        pickupDistrict: 'dhaka',
        deliveryDistrict: 'sylhet',
      },
    }),
    201,
  );
  const parcel = (await booked.json()) as { _id: string; trackingId: string };
  const rider: APIRequestContext = await playwright.request.newContext({ baseURL });
  await ok(
    rider.post('/api/auth/sign-up/email', {
      data: { name: 'Rider Notes', email: uniqueEmail('rider'), password: 'secret123' },
    }),
  );
  const applied = await ok(
    rider.post('/api/riders', {
      data: { fullName: 'Rider Notes', phone: '01812345678', region: 'dhaka', vehicleType: 'motorbike' },
    }),
    201,
  );
  const riderId = ((await applied.json()) as { _id: string })._id;
  await ok(admin.patch(`/api/approve-rider/${riderId}`));
  await ok(admin.patch(`/api/parcels/assign/${parcel._id}`, { data: { riderId } }));
  await ok(rider.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } }));
  // The one road: the hubs take it in and hand it out to the rider.
  await handOutAt(admin, await handInAndCarry(admin, parcel._id), parcel._id);
  await ok(
    rider.post(`/api/deliveries/${parcel._id}/attempts`, {
      data: { reason: 'wrong_address', note: riderNote },
    }),
  );
  await ok(admin.post(`/api/deliveries/${parcel._id}/return`, { data: { note: returnNote } }));
  return parcel.trackingId;
}

test('public tracking words every step itself; only the parcel’s own people read the notes', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const trackingId = await returnedParcel(playwright, baseURL ?? '');
  const timeline = page.getByTestId('tracking-timeline').locator('li');
  const returning = timeline.last();

  await page.goto(`/track/${trackingId}`);
  await expect(page.getByTestId('tracking-status')).toHaveText('Returning');
  await expect(returning).toContainText('Reason: Sent back to the sender by Desh Courier');
  await expect(timeline.filter({ hasText: 'Reason: Wrong address' })).toHaveCount(1);
  await expect(page.getByTestId('tracking-note')).toHaveCount(0);
  const publicText = (await page.locator('main').textContent()) ?? '';
  for (const words of typed) expect(publicText).not.toContain(words);

  // The same fixed wording in Bangla, in the prerendered page and once it is live.
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
  await page.goto(`/track/${trackingId}`);
  await expect(returning).toContainText('কারণ: দেশ কুরিয়ার পার্সেলটি প্রেরকের কাছে ফেরত পাঠিয়েছে');
  await expect(timeline.filter({ hasText: 'কারণ: ভুল ঠিকানা' })).toHaveCount(1);
  // Back to English (Better Auth refuses a cookie-carrying sign-in without an Origin); the page
  // remembered the choice on the device too, as it does for a person.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('lang'));

  // The sender, signed in, sees the admin's own words beside the fixed wording.
  await loginViaApi(page, demo.customer.email, demo.customer.password);
  await page.goto(`/track/${trackingId}`);
  await expect(returning.getByTestId('tracking-note')).toContainText(returnNote);
  await expect(returning).toContainText('Reason: Sent back to the sender by Desh Courier');
});
