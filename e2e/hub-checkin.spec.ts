import type { APIRequestContext } from '@playwright/test';
import { demo, expect, expectPopup, loginViaApi, test } from './fixtures';
import {
  assignToDemoRider,
  type Booked,
  bookViaApi,
  deliverWithPhoto,
  demoClients,
  handOutAt,
  newApprovedRider,
  signedIn,
} from './support/api-steps';
import { shootBothThemes as shoot } from './support/screenshots';

// The demo hub manager works at the Mirpur hub; each test checks in a rider of its own.
const hubManager = demo.hub;

test.use({
  viewport: { width: 390, height: 844 },
  // A short count is first answered 409 SHORTAGE_UNCONFIRMED, on purpose: the manager then confirms it.
  allowedErrors: [/status of 409/],
});

const words = {
  en: {
    checkin: 'Check in',
    oneOfTwo: '1 of 2',
    twoOfTwo: '2 of 2',
    oneStillOut: '1 parcel still with the rider',
    allBack: 'Every parcel is back',
    noneDeclared: 'has not declared a handover yet',
    counted: 'Amount counted',
    confirm: 'Confirm',
    recordShort: 'Record ৳20 short',
    confirmed: 'Handover confirmed.',
    countedToday: '৳550',
    short: '৳20',
    allCounted: 'Every handover',
  },
  bn: {
    checkin: 'চেক-ইন',
    oneOfTwo: '২টির মধ্যে ১টি',
    twoOfTwo: '২টির মধ্যে ২টি',
    oneStillOut: '১টি পার্সেল এখনও রাইডারের কাছে',
    allBack: 'সব পার্সেল ফেরত এসেছে',
    noneDeclared: 'এখনও জমা ঘোষণা করেননি',
    counted: 'গোনা টাকা',
    confirm: 'নিশ্চিত করুন',
    recordShort: '৳২০ ঘাটতি লিখুন',
    confirmed: 'জমা নিশ্চিত হয়েছে।',
    countedToday: '৳৫৫০',
    short: '৳২০',
    allCounted: 'সব জমা গোনা হয়েছে',
  },
} as const;

/** A Mirpur → Pallabi COD parcel (one hub both ways) handed in at Mirpur and handed out to `riderId`. */
async function outWith(
  admin: APIRequestContext,
  rider: APIRequestContext,
  customer: APIRequestContext,
  riderId: string,
) {
  const parcel: Booked = await bookViaApi(customer, {
    pickupDistrict: 'Dhaka',
    pickupUpazila: 'Mirpur',
    deliveryDistrict: 'Dhaka',
    deliveryUpazila: 'Pallabi',
    deliveryAddress: 'Road 5, Pallabi',
    paymentMethod: 'cod',
    codAmount: 500,
  });
  await assignToDemoRider(admin, parcel._id, riderId);
  const picked = await rider.patch(`/api/parcels/${parcel._id}/status`, { data: { status: 'picked_up' } });
  expect(picked.status(), await picked.text()).toBe(200);
  const { barcode } = (await (await admin.get(`/api/parcels/${parcel._id}/label`)).json()) as {
    barcode: string;
  };
  const received = await admin.post('/api/network/hubs/dhk-mir/scans', {
    data: { code: barcode, action: 'receive', scanId: crypto.randomUUID(), deviceId: 'e2e' },
  });
  expect(received.status(), await received.text()).toBe(200);
  await handOutAt(admin, 'dhk-mir', parcel._id);
  return { ...parcel, barcode };
}

for (const lang of ['en', 'bn'] as const) {
  const say = words[lang];
  test(`the manager checks a rider in at the end of the day: parcels back by scan, cash parcel by parcel, in ${lang}`, async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const clients = await demoClients(playwright, baseURL ?? '');
    const name = lang === 'en' ? 'Checkin Rider' : 'চেকইন রাইডার';
    const rider = await newApprovedRider(playwright, baseURL ?? '', clients.admin, name);
    const delivered = await outWith(clients.admin, rider.api, clients.customer, rider.riderId);
    const first = await outWith(clients.admin, rider.api, clients.customer, rider.riderId);
    const second = await outWith(clients.admin, rider.api, clients.customer, rider.riderId);
    await deliverWithPhoto(rider.api, delivered._id, { receiverName: 'Salma Akter', cashCollected: 57_000 });
    // The first undelivered parcel is already back (scanned at the counter); the second is still out.
    const manager = await signedIn(playwright, baseURL ?? '', hubManager);
    const back = await manager.post('/api/network/hubs/dhk-mir/scans', {
      data: { code: first.barcode, action: 'receive', scanId: crypto.randomUUID(), deviceId: 'e2e' },
    });
    expect(back.status(), await back.text()).toBe(200);
    await Promise.all([clients.dispose(), manager.dispose()]);

    await context.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await loginViaApi(page, hubManager.email, hubManager.password);
    await page.goto('/hub/runs');
    const card = page.getByTestId('rider-day').filter({ hasText: name });
    await card.getByRole('link', { name: new RegExp(say.checkin) }).click();
    await expect(page.getByTestId('checkin-rider')).toHaveText(name);
    const counter = page.getByTestId('scan-tally-checkin');
    await expect(counter).toContainText(say.oneOfTwo);
    await expect(page.getByText(say.oneStillOut)).toBeVisible();
    const stillOut = page.getByTestId('checkin-parcel').filter({ hasText: second.trackingId });
    await expect(stillOut).toHaveAttribute('data-back', 'false');
    // The day's delivery with the cash it should bring (৳570: fee and COD), nothing counted yet.
    await expect(page.getByTestId('checkin-delivery')).toContainText(delivered.trackingId);
    await expect(page.getByTestId('checkin-cash-expected')).toHaveText(lang === 'en' ? '৳570' : '৳৫৭০');
    await expect(page.getByText(say.noneDeclared)).toBeVisible();
    await shoot(page, `hub-checkin-${lang}-390`);

    // The rider hands the second one over: its label scanned, with no failed attempt asked for.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.type(second.barcode, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(counter).toContainText(say.twoOfTwo);
    await expect(counter).toHaveAttribute('data-complete', 'true');
    await expect(page.getByTestId('scan-flash')).toHaveAttribute('data-outcome', 'ok');
    await expect(page.getByText(say.allBack)).toBeVisible();
    await shoot(page, `hub-checkin-done-${lang}-390`);

    // The rider declares the day's cash on their phone; the manager counts ৳550 of ৳570 here, through
    // the hub's handover count: the ৳20 short stays against the rider.
    const declared = await rider.api.post('/api/ledger/handovers', {
      data: { amountPoisha: 57_000, idempotencyKey: `checkin-${crypto.randomUUID()}` },
    });
    expect(declared.status(), await declared.text()).toBe(201);
    await rider.api.dispose();
    await page.reload();
    const handover = page.getByTestId('admin-handover');
    await handover.getByLabel(say.counted).fill('550');
    await handover.getByRole('button', { name: say.confirm }).click();
    await page.getByRole('button', { name: say.recordShort }).click();
    await expectPopup(page, say.confirmed);
    await expect(page.getByTestId('checkin-cash-counted')).toHaveText(say.countedToday);
    await expect(page.getByTestId('checkin-cash-difference')).toHaveText(say.short);
    await expect(handover).toHaveCount(0);
    await expect(page.getByTestId('checkin-cash-nothing-declared')).toContainText(say.allCounted);
    // The toast has gone before the screenshot.
    await expect(page.locator('.swal2-popup')).toHaveCount(0, { timeout: 10_000 });
    await shoot(page, `hub-checkin-cash-${lang}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, `hub-checkin-done-${lang}-desktop`);
  });
}
