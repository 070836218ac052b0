import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { demo, expect, test, uniqueEmail } from './fixtures';
import { handInAndCarry, handOutAt, type Playwright, signedIn } from './support/api-steps';

const privateDetails = {
  parcelTitle: 'Grandmother’s brass lamp',
  receiverName: 'Tahmina Receiver',
  receiverPhone: '01712345678',
  pickupAddress: 'House 9, Secret Lane, Uttara',
  deliveryAddress: 'Flat 2C, Hidden Avenue, Zindabazar',
};

async function bookParcel(customer: APIRequestContext): Promise<{ _id: string; trackingId: string }> {
  const response = await customer.post('/api/parcels', {
    data: {
      ...privateDetails,
      parcelType: 'fragile',
      deliveryFee: 208,
      paymentMethod: 'cod',
      codAmount: 2750,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** An approved rider to assign: a new user applies and the admin approves the application. */
async function approvedRiderId(playwright: Playwright, baseURL: string, admin: APIRequestContext) {
  const applicant = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('rider');
  const signUp = await applicant.post('/api/auth/sign-up/email', {
    data: { name: 'Rashed Rider', email, password: 'secret123' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const applied = await applicant.post('/api/riders', {
    data: { fullName: 'Rashed Rider', phone: '01812345678', region: 'dhaka', vehicleType: 'motorbike' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { _id: riderId } = await applied.json();
  const approved = await admin.patch(`/api/approve-rider/${riderId}`);
  expect(approved.status(), await approved.text()).toBe(200);
  return { riderId: riderId as string, rider: applicant };
}

test.describe('public tracking', () => {
  test('a signed-out visitor watches the timeline update live, without private details', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // The parcel goes from booking to a failed attempt at the door: more steps than the default allows for.
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const customer = await signedIn(playwright, origin, demo.customer);
    const admin = await signedIn(playwright, origin, demo.admin);
    const parcel = await bookParcel(customer);
    const { riderId, rider } = await approvedRiderId(playwright, origin, admin);

    await page.goto(`/track/${parcel.trackingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your parcel');
    await expect(page.getByRole('heading', { name: parcel.trackingId })).toBeVisible();
    await expect(page.getByTestId('tracking-status')).toHaveText('Pending');
    await expect(page.getByTestId('tracking-route')).toContainText('Dhaka');
    await expect(page.getByTestId('tracking-route')).toContainText('Sylhet');
    await expect(page.getByText('Fragile Item', { exact: true })).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    const timeline = page.getByTestId('tracking-timeline').locator('li');
    await expect(timeline).toHaveCount(1);
    // Any reload or navigation would lose this marker.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const assigned = await admin.patch(`/api/parcels/assign/${parcel._id}`, { data: { riderId } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await expect(page.getByTestId('tracking-status')).toHaveText('Assigned');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(1)).toContainText('A rider has been assigned to pick up the parcel.');

    const moved = await rider.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } });
    expect(moved.status(), await moved.text()).toBe(200);
    // The one road: the hubs take it in and hand it out to the rider.
    await handOutAt(admin, await handInAndCarry(admin, parcel._id), parcel._id);
    await expect(page.getByTestId('tracking-status')).toHaveText('Out for Delivery');
    // The rider's own note stays private; tracking shows the reason from the fixed list. A receiver
    // not reachable is a failure only after a call from the app.
    const called = await rider.post(`/api/deliveries/${parcel._id}/receiver-calls`);
    expect(called.status(), await called.text()).toBe(201);
    const failed = await rider.post(`/api/deliveries/${parcel._id}/attempts`, {
      data: { reason: 'not_reachable', note: 'Rang Tahmina twice at Hidden Avenue' },
    });
    expect(failed.status(), await failed.text()).toBe(200);
    await expect(page.getByTestId('tracking-status')).toHaveText('Failed');
    await expect(timeline).toHaveCount(6);
    await expect(timeline.nth(5)).toContainText('Reason: Receiver not reachable');
    await expect(timeline.nth(5)).toHaveAttribute('aria-current', 'step');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    // All of the page's text, hidden parts included. The tracking ID is all digits: take it out
    // before looking for the fee and COD amount.
    const text = ((await page.locator('main').textContent()) ?? '').replaceAll(parcel.trackingId, '');
    for (const secret of [
      ...Object.values(privateDetails),
      'Tahmina',
      'Secret Lane',
      'Hidden Avenue',
      demo.customer.email,
      'Rashed',
      '৳',
      '208',
      '2750',
      '2,750',
    ]) {
      expect(text).not.toContain(secret);
    }
    await customer.dispose();
    await admin.dispose();
    await rider.dispose();
  });

  test('the sender cancelling a parcel reaches an open page live', async ({ page, playwright, baseURL }) => {
    const customer = await signedIn(playwright, baseURL ?? '', demo.customer);
    const parcel = await bookParcel(customer);
    await page.goto(`/track/${parcel.trackingId}`);
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
    const cancelled = await customer.post(`/api/parcels/${parcel._id}/cancel`);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect(page.getByTestId('tracking-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('tracking-timeline').locator('li').last()).toContainText(
      'The booking was cancelled.',
    );
    await customer.dispose();
  });

  // The box's rules (empty, malformed, any case, the bare number off a label) are component tests now:
  // apps/web/src/features/tracking/components/tracking-search-form.test.tsx.
  test('an ID typed into the search box opens the parcel’s tracking page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = await signedIn(playwright, baseURL ?? '', demo.customer);
    const parcel = await bookParcel(customer);
    await customer.dispose();

    await page.goto('/track');
    await page.getByLabel('Tracking ID').fill(parcel.trackingId.toLowerCase());
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${parcel.trackingId}$`));
    await expect(page.getByTestId('tracking-status')).toHaveText('Pending');
    await expect(page.locator('#tracking-id-error')).toHaveCount(0);
  });

  test.describe(() => {
    test.use({ allowedErrors: [/404/] });
    // One tracking page, two addresses: a malformed ID (no request) and an unknown one (the API's 404).
    test('a malformed ID in the address shows the message and asks nothing of the server; an unknown ID shows a clear not-found state', async ({
      page,
    }) => {
      // Two page loads: twice the time of one on a busy machine.
      test.setTimeout(90_000);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/track/')) requests.push(request.url());
      });
      await page.goto('/track/not-an-id');
      await expect(page.locator('#tracking-id-error')).toHaveText(
        'Tracking IDs look like DSH-1700000000000.',
      );
      await expect(page.getByLabel('Tracking ID')).toHaveValue('NOT-AN-ID');
      expect(requests).toEqual([]);

      await page.goto('/track/DSH-1000000000000');
      const notFound = page.getByTestId('tracking-not-found');
      await expect(notFound).toBeVisible();
      await expect(notFound).toContainText('No parcel found');
      await expect(notFound).toContainText('DSH-1000000000000');
      await expect(page.getByTestId('live-indicator')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(axe.violations).toEqual([]);
    });
  });

  test('reads in Bangla with Dhaka dates', async ({ page, playwright, baseURL }) => {
    const customer = await signedIn(playwright, baseURL ?? '', demo.customer);
    const parcel = await bookParcel(customer);
    await customer.dispose();
    await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await page.goto(`/track/${parcel.trackingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('আপনার পার্সেল ট্র্যাক করুন');
    await expect(page.getByTestId('tracking-status')).toHaveText('অপেক্ষমাণ');
    await expect(page.getByTestId('tracking-route')).toContainText('ঢাকা');
    await expect(page.getByTestId('tracking-route')).toContainText('সিলেট');
    await expect(page.getByTestId('live-indicator')).toHaveText('লাইভ');
    await expect(page.getByTestId('tracking-updated')).toContainText('২০');
  });
});
