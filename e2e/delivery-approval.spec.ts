import type { APIRequestContext } from '@playwright/test';
import { demo, expect, loginViaApi, test, uniqueEmail } from './fixtures';
import { deliveryCodeTo, freshPhone } from './sms-inbox';
import { bookViaApi, demoClients, signedIn, takeOutForDelivery } from './support/api-steps';
import { latinLeftovers } from './support/bangla-text';
import { picture, shootBothThemes } from './support/screenshots';

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
    // Screens in two languages and two themes besides the journey, on a machine shared with other runs.
    test.setTimeout(240_000);
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
    await expect(waiting.getByTestId('approval-flag')).toHaveText('Code locked');
    await expect(
      page.locator('[data-testid="rider-photo-count"]').filter({ hasText: 'Demo Rider' }),
    ).toBeVisible();
    await shootBothThemes(page, 'admin-approvals-en-1280');
    // The language switch's own links (the choice is kept by the page).
    await page.goto('/admin/deliveries?lang=bn');
    await expect(waiting.getByTestId('approval-flag')).toHaveText('কোড লক');
    await shootBothThemes(page, 'admin-approvals-bn-1280');
    await page.goto('/admin/deliveries?lang=en');
    await expect(waiting.getByTestId('approval-flag')).toHaveText('Code locked');
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

/** The rider's words at the door, as each language writes them. */
const words = {
  en: {
    deliver: (id: string) => `Deliver: parcel ${id}`,
    photoTab: 'Photo instead',
    photoLabel: 'Photo of the handover',
    anyway: 'Take a photo without calling (waits for approval)',
    called: /^You called the receiver at \d{2}:\d{2}\.$/,
    reason: 'The receiver says no SMS came',
    note: 'What did the receiver say?',
    save: 'Save why',
    afterCall: 'You called the receiver and said why the code did not arrive',
    name: 'Name of the person who took the parcel',
    submit: 'Complete delivery',
    done: (id: string) => `Parcel ${id} delivered`,
  },
  bn: {
    deliver: (id: string) => `ডেলিভারি দিন: পার্সেল ${id}`,
    photoTab: 'কোডের বদলে ছবি',
    photoLabel: 'হস্তান্তরের ছবি',
    anyway: 'ফোন না করে ছবি তুলুন (অনুমোদনের অপেক্ষায় থাকবে)',
    called: /^আপনি [০-৯]{2}:[০-৯]{2}-এ প্রাপককে ফোন করেছেন।$/,
    reason: 'প্রাপক বলছেন কোনো এসএমএস আসেনি',
    note: 'প্রাপক কী বললেন?',
    save: 'কারণ সংরক্ষণ করুন',
    afterCall: 'আপনি প্রাপককে ফোন করে কোড না পৌঁছানোর কারণ লিখেছেন',
    name: 'যিনি পার্সেল নিলেন তাঁর নাম',
    submit: 'ডেলিভারি সম্পন্ন করুন',
    done: (id: string) => `পার্সেল ${id} ডেলিভারি হয়েছে`,
  },
} as const;

test.describe('the photo path at the door, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'bn'] as const) {
    test(`opens after a call from the app and why the code did not arrive (${language})`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const say = words[language];
      const { customer, admin, rider: riderApi, dispose } = await demoClients(playwright, baseURL ?? '');
      const receiverPhone = freshPhone('016');
      const parcel = await bookViaApi(customer, { receiverPhone });
      await takeOutForDelivery(admin, riderApi, parcel._id);
      await expect.poll(() => deliveryCodeTo(receiverPhone)).toMatch(/^\d{6}$/);

      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      // The call link dials on a phone; here the click is kept from leaving the page (the app still records it).
      await page.addInitScript(() =>
        document.addEventListener(
          'click',
          (event) => {
            if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
          },
          true,
        ),
      );
      await loginViaApi(page, demo.rider.email, demo.rider.password);
      await page.goto('/assigned-parcels');
      const card = page.locator(`[data-testid="assigned-parcel"][data-tracking-id="${parcel.trackingId}"]`);
      await card.getByRole('button', { name: say.deliver(parcel.trackingId) }).click();
      await card.getByRole('tab', { name: say.photoTab }).click();

      // The code went out and nothing shows it failed: no photo yet, the call comes first.
      const steps = card.getByTestId('code-missing');
      await expect(steps).toBeVisible();
      await expect(card.getByLabel(say.photoLabel)).toHaveCount(0);
      await expect(card.getByRole('button', { name: say.submit })).toBeDisabled();
      await expect(card.getByRole('button', { name: say.anyway })).toBeVisible();
      await picture(page, { path: `.tmp/screens/door-call-first-${language}-390.png`, fullPage: true });

      await steps.getByTestId('call-receiver').click();
      await expect(steps.getByTestId('receiver-called')).toHaveText(say.called);
      await steps.getByRole('radio', { name: say.reason }).check();
      await steps.getByLabel(say.note).fill(language === 'en' ? 'No message came.' : 'কোনো মেসেজ আসেনি।');
      if (language === 'bn') {
        // The door's proof in Bangla words and digits (the receiver's number stays as it is dialled).
        const leftovers = latinLeftovers(await card.getByTestId('photo-proof').innerText());
        expect(leftovers, JSON.stringify(leftovers)).toEqual([]);
      }
      await shootBothThemes(page, `door-reason-${language}-390`);
      await steps.getByRole('button', { name: say.save }).click();

      await expect(card.getByTestId('photo-ground')).toContainText(say.afterCall);
      await card
        .getByLabel(say.photoLabel)
        .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: png });
      await card.getByLabel(say.name).fill('Salma Akter');
      await card.getByRole('button', { name: say.submit }).click();
      await expect(page.locator('.swal2-title')).toHaveText(say.done(parcel.trackingId));
      const tracked = await (await customer.get(`/api/track/${parcel.trackingId}`)).json();
      expect(tracked.status).toBe('delivered');
      await dispose();
    });
  }
});
