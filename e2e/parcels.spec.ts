import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectPopup, pickOption, signUpViaApi, test, uniqueEmail } from './fixtures';
import { type Booked, bookViaApi as book, myParcelsColumns } from './support/api-steps';
import { expectReadableInBothThemes } from './support/readable';

const parcel = {
  parcelTitle: 'Winter jackets',
  receiverName: 'Karim Ahmed',
  receiverPhone: '01711000222',
  pickupAddress: 'House 12, Road 5, Dhanmondi',
  deliveryAddress: 'College Road, Zindabazar, Sylhet',
  parcelType: 'medium',
  deliveryFee: 150,
  paymentMethod: 'prepaid',
} as const;

const bookViaApi = (request: APIRequestContext, body: Record<string, unknown> = {}) =>
  book(request, { ...parcel, ...body });

async function fillSpecFields(page: Page) {
  await page.getByLabel('Parcel Title').fill(parcel.parcelTitle);
  await page.getByLabel('Parcel Type').selectOption({ label: 'Medium (1kg - 5kg)' });
  await page.getByLabel('Receiver Name').fill(parcel.receiverName);
  await page.getByLabel('Receiver Phone').fill(parcel.receiverPhone);
  await page.getByLabel('Pickup Address').fill(parcel.pickupAddress);
  await page.getByLabel('Delivery Address').fill(parcel.deliveryAddress);
  await page.getByLabel('Payment Method').selectOption({ label: 'Prepaid' });
  // The courier's price: a medium parcel with no districts is charged the nationwide ৳150.
  await expect(page.getByLabel('Delivery Fee (৳)')).toHaveValue('150');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Confirm Booking' }).click();

test.describe('Book a Parcel', () => {
  // Every field's message, and the fee the person cannot type: book-parcel-form.test.tsx (the web),
  // parcels.test.ts (the API's answer to a fee of 0).
  // The parcel types and payment methods offered: book-parcel-form.test.tsx.
  test('finds a district by any spelling, and the form passes axe', async ({ page }) => {
    // axe takes a while on a busy machine.
    test.slow();
    await signUpViaApi(page);
    await page.goto('/book-a-parcel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Parcel');
    // The district is a searchable list: all 64 districts and "No district", found by any spelling.
    const pickup = page.getByRole('combobox', { name: 'Pickup District (optional)' });
    await pickup.click();
    const listed = page.getByRole('listbox').getByRole('option');
    await expect(listed).toHaveCount(65);
    await pickup.fill('jessore');
    await expect(listed).toHaveText(['JashoreKhulna Division']);
    await pickup.press('Escape');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('books with the seven spec fields: toast, reset form and the new tracking ID', async ({ page }) => {
    const { email } = await signUpViaApi(page);
    await page.goto('/book-a-parcel');
    await fillSpecFields(page);
    await submit(page);
    await expectPopup(page, 'Parcel added Successfully!');

    const trackingId = page.getByTestId('booked-tracking-id');
    await expect(trackingId).toHaveText(/^DSH-\d{13}$/);
    const id = (await trackingId.textContent()) ?? '';
    await expect(page.getByRole('link', { name: 'Track this parcel' })).toHaveAttribute(
      'href',
      `/track/${id}`,
    );

    await expect(page.getByLabel('Parcel Title')).toHaveValue('');
    await expect(page.getByLabel('Receiver Name')).toHaveValue('');
    await expect(page.getByLabel('Pickup Address')).toHaveValue('');
    await expect(page.getByLabel('Delivery Address')).toHaveValue('');
    await expect(page.getByLabel('Parcel Type')).toHaveValue('');
    await expect(page.getByLabel('Payment Method')).toHaveValue('');
    await expect(page.getByLabel('Delivery Fee (৳)')).toHaveValue('');

    const list = await page.request.get('/api/parcels');
    expect(await list.json()).toEqual([
      expect.objectContaining({ ...parcel, trackingId: id, senderEmail: email, status: 'pending' }),
    ]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('brings the person to the confirmation: in view, focused, with the label and "book another"', async ({
      page,
    }) => {
      await signUpViaApi(page);
      await page.goto('/book-a-parcel');
      await fillSpecFields(page);
      await submit(page);
      await expect(page.locator('.swal2-toast')).toBeVisible();
      // The toast and the confirmation under it.
      await expectReadableInBothThemes(page);
      await expectPopup(page, 'Parcel added Successfully!');
      const confirmation = page.getByTestId('booking-confirmation');
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
      await expect(confirmation).toHaveAccessibleName('Your parcel is booked.');
      await expect(confirmation).toContainText('Delivery fee charged: ৳150');
      const id = (await page.getByTestId('booked-tracking-id').textContent()) ?? '';
      const [booked] = await (await page.request.get('/api/parcels')).json();
      expect(booked.trackingId).toBe(id);
      await expect(confirmation.getByRole('link', { name: 'Print the label' })).toHaveAttribute(
        'href',
        `/parcels/${booked._id}/label`,
      );
      await confirmation.getByRole('button', { name: 'Book another parcel' }).click();
      await expect(confirmation).toHaveCount(0);
      await expect(page.getByLabel('Parcel Title')).toBeFocused();
      await expect(page.getByLabel('Parcel Title')).toBeInViewport();
    });
  });

  test("prices by district and type, shows the courier's fee, and books that fee whatever is sent", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/book-a-parcel');
    await fillSpecFields(page);
    await expect(page.getByTestId('quote-summary')).toContainText('Nationwide (districts not chosen)');
    await page.getByLabel('Parcel Type').selectOption({ label: 'Fragile Item' });
    await pickOption(page, 'Pickup District (optional)', 'dhak', 'Dhaka');
    await pickOption(page, 'Delivery District (optional)', 'সিলেট', 'Sylhet');
    const quote = page.getByTestId('quote-summary');
    await expect(quote).toContainText('Elsewhere in Bangladesh');
    await expect(page.getByTestId('quote-total')).toHaveText('৳180');
    await expect(page.getByLabel('Delivery Fee (৳)')).toHaveValue('180');

    await page.getByLabel('Payment Method').selectOption({ label: 'Cash on Delivery' });
    // Goods value plus the charge (the form starts all in).
    await page.getByRole('radio', { name: /Goods value \+ delivery charge/ }).check();
    await page.getByLabel('Goods Value to Collect (৳, optional)').fill('5000');
    await expect(page.getByTestId('quote-total')).toHaveText('৳230');
    await expect(page.getByLabel('Delivery Fee (৳)')).toHaveValue('230');

    // The sender cannot set their own fee: the field is read-only, and a forged number is replaced.
    const fee = page.getByLabel('Delivery Fee (৳)');
    await expect(fee).toHaveAttribute('readonly', '');
    await fee.evaluate((input: HTMLInputElement) => {
      input.readOnly = false;
    });
    await fee.fill('1');
    await submit(page);
    await expectPopup(page, 'Parcel added Successfully!');
    const [booked] = await (await page.request.get('/api/parcels')).json();
    expect(booked).toMatchObject({
      deliveryFee: 230,
      codAmount: 5000,
      amountToCollect: 5230,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
      parcelType: 'fragile',
    });
  });

  test.describe(() => {
    test.use({ allowedErrors: [/401|Unauthorized/i] });
    test('a session that ended before submitting shows the not-logged-in popup', async ({
      page,
      baseURL,
    }) => {
      await signUpViaApi(page);
      await page.goto('/book-a-parcel');
      await fillSpecFields(page);
      const signOut = await page.request.post('/api/auth/sign-out', {
        data: {},
        headers: { origin: baseURL ?? '' },
      });
      expect(signOut.status()).toBe(200);
      await submit(page);
      await expectPopup(page, 'User not logged in', 'Please log in to book a parcel.');
      await page.locator('.swal2-confirm').click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('answers 401 to a signed-out booking request', async ({ request }) => {
    const response = await request.post('/api/parcels', { data: parcel });
    expect(response.status()).toBe(401);
  });
});

test.describe('My Parcels', () => {
  test('lists the customer’s parcels newest first with ৳ amounts and status badges', async ({ page }) => {
    test.slow();
    await signUpViaApi(page);
    const first = await bookViaApi(page.request, { receiverName: 'First Receiver' });
    const second = await bookViaApi(page.request, {
      receiverName: 'Second Receiver',
      parcelType: 'large',
      deliveryFee: 1250,
      paymentMethod: 'cod',
      codAmount: 1000,
    });
    await page.goto('/my-parcel');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(myParcelsColumns);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const top = rows.nth(0);
    await expect(top.getByRole('cell').nth(0)).toHaveText('1');
    await expect(top.getByRole('cell').nth(1)).toHaveText('Large (5kg+)');
    await expect(top.getByRole('cell').nth(2)).toContainText(second.trackingId);
    await expect(top.getByRole('cell').nth(3)).toHaveText('Second Receiver');
    await expect(top.getByRole('cell').nth(4)).toHaveText(parcel.deliveryAddress);
    // Large, COD ৳1,000, no districts: the nationwide ৳200 plus the ৳10 COD charge, whatever was sent.
    // Amount is what the rider collects (goods + fee), with the fee under it.
    await expect(top.getByRole('cell').nth(6)).toHaveText('৳1,210to collect · fee ৳210');
    await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText(first.trackingId);
    await expect(rows.nth(1).getByRole('cell').nth(6)).toHaveText('Prepaidfee ৳150');

    const badge = top.getByRole('cell').nth(5).locator('.badge');
    await expect(badge).toHaveText('Pending');
    await expect(badge).toHaveClass(/badge-warning/);
    await expect(badge).not.toHaveClass(/badge-success/);

    await expect(top.getByRole('link', { name: `Track parcel ${second.trackingId}` })).toHaveAttribute(
      'href',
      `/track/${second.trackingId}`,
    );
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('cancels a pending parcel only after confirmation', async ({ page }) => {
    await signUpViaApi(page);
    const booked = await bookViaApi(page.request);
    await page.goto('/my-parcel');
    const row = page.getByRole('row').filter({ hasText: booked.trackingId });
    const cancel = row.getByRole('button', { name: `Cancel parcel ${booked.trackingId}` });

    await cancel.click();
    await expectPopup(page, 'Cancel this parcel?');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect(row.locator('.badge')).toHaveText('Pending');

    await cancel.click();
    await expectPopup(page, 'Cancel this parcel?');
    await page.getByRole('button', { name: 'Yes, cancel it!' }).click();
    await expectPopup(page, 'Parcel cancelled');
    await expect(row.locator('.badge')).toHaveText('Cancelled');
    await expect(row.locator('.badge')).not.toHaveClass(/badge-success/);
    await expect(cancel).toHaveCount(0);
    const [stored] = await (await page.request.get('/api/parcels')).json();
    expect(stored.status).toBe('cancelled');
  });

  test('shows an empty state that leads to booking', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/my-parcel');
    await expect(page.getByText('You have not booked any parcels yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Book your first parcel' }).click();
    await expect(page).toHaveURL(/\/book-a-parcel$/);
  });

  test('pages past 20 parcels', async ({ page }) => {
    await signUpViaApi(page);
    const booked: Booked[] = [];
    for (let index = 0; index < 21; index += 1) booked.push(await bookViaApi(page.request));
    await page.goto('/my-parcel');
    await expect(page.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/my-parcel\?page=2$/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr td').first()).toHaveText('21');
    await expect(page.locator('tbody tr')).toContainText(booked[0]?.trackingId ?? 'missing');
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(20);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('shows each parcel as a card with its amount and actions', async ({ page }) => {
      await signUpViaApi(page);
      const booked = await bookViaApi(page.request, { parcelType: 'small' });
      await page.goto('/my-parcel');
      await expect(page.getByRole('table')).toBeHidden();
      const card = page.getByRole('listitem').filter({ hasText: booked.trackingId });
      await expect(card).toContainText('৳120');
      await expect(card).toContainText('Pending');
      await expect(
        card.getByRole('link', { name: `Shipping label for parcel ${booked.trackingId}` }),
      ).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  });
});

test.describe('Shipping label', () => {
  test('prints the barcode, QR code, people, addresses and the amount to collect', async ({ page }) => {
    await signUpViaApi(page, 'Shirin Sender');
    const booked = await bookViaApi(page.request, {
      paymentMethod: 'cod',
      deliveryFee: 120,
      codAmount: 1000,
      receiverPhone: '01812345678',
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
    });
    await page.goto('/my-parcel');
    await page.getByRole('link', { name: `Shipping label for parcel ${booked.trackingId}` }).click();
    await expect(page).toHaveURL(`/parcels/${booked._id}/label`);

    const label = page.getByTestId('shipping-label');
    await expect(label.getByTestId('label-barcode')).toHaveAttribute(
      'aria-label',
      `Barcode of tracking ID ${booked.trackingId}`,
    );
    await expect.poll(() => label.locator('[data-testid="label-barcode"] rect').count()).toBeGreaterThan(20);
    await expect(label.locator('[data-testid="label-barcode"] text')).toHaveText(booked.trackingId);
    const qr = label.getByTestId('label-qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveAttribute('alt', new RegExp(`/track/${booked.trackingId}#[A-Z2-9]{5}$`));
    await expect(label).toContainText('Shirin Sender');
    await expect(label).toContainText(parcel.receiverName);
    await expect(label).toContainText('01812345678');
    await expect(label).toContainText(parcel.pickupAddress);
    await expect(label).toContainText(parcel.deliveryAddress);
    await expect(label).toContainText('Sylhet');
    await expect(label).toContainText('Medium (1kg - 5kg)');
    await expect(label).toContainText('Cash on Delivery');
    // ৳1,000 of goods plus the fee: medium Dhaka → Sylhet ৳150 and the ৳10 COD charge.
    await expect(label.getByTestId('label-collect')).toContainText('৳1,160');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(label).toBeVisible();
    await expect(label.getByTestId('label-collect')).toBeVisible();
    await expect(label.getByTestId('label-qr')).toBeVisible();
    await expect(label.getByTestId('label-barcode')).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowedErrors: [/403|Forbidden/i] });
    test('tells another customer they cannot open it', async ({ page, playwright, baseURL }) => {
      const owner = await playwright.request.newContext({ baseURL });
      const signUp = await owner.post('/api/auth/sign-up/email', {
        data: { name: 'Owner', email: uniqueEmail('owner'), password: 'secret123' },
      });
      expect(signUp.status()).toBe(200);
      const booked = await bookViaApi(owner);
      await owner.dispose();

      await signUpViaApi(page, 'Someone Else');
      await page.goto(`/parcels/${booked._id}/label`);
      await expect(page.getByRole('alert')).toContainText('You cannot open this label');
      await expect(page.getByTestId('shipping-label')).toHaveCount(0);
    });
  });
});
