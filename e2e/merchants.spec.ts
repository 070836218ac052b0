import { expect, signUpViaApi, test } from './fixtures';
import { bookViaApi } from './support/api-steps';
import { expectReadableInBothThemes } from './support/readable';
import { shootBothThemes } from './support/screenshots';

const header =
  'merchantOrderId,parcelTitle,receiverName,receiverPhone,pickupAddress,pickupDistrict,deliveryAddress,deliveryDistrict,parcelType,deliveryFee,paymentMethod,codAmount';
const csv = [
  header,
  'E2E-1,Cotton saree,Nasima Begum,01712345678,"Shop 12, New Market",dhaka,"House 5, Agrabad",chattogram,small,130,cod,1850',
  'E2E-2,Punjabi,,01812345678,"Shop 12, New Market",dhaka,"Zindabazar, Sylhet",sylhet,medium,abc,prepaid,',
  'E2E-3,Shoes,Rahim,01912345678,"Shop 12, New Market",dhaka,"Station Road, Jashore",jashore,huge,120,cod,900',
].join('\n');

test.describe('Bulk booking', () => {
  test('checks every row, lets the merchant fix and drop rows, books them and prints every label', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Rupa Fashion');
    await page.goto('/bulk-booking');
    await expect(page.getByRole('heading', { name: 'Bulk Booking' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('desh-bulk-booking-template.csv');

    await page
      .getByTestId('csv-file')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('status').filter({ hasText: 'rows need a fix' })).toHaveText(
      '2 of 3 rows need a fix before booking.',
    );
    await expect(page.getByText('Receiver name is required')).toBeVisible();
    // The fee column shows the courier's price, whatever the file says (130, abc): small Dhaka → Chattogram
    // with the 1 % COD charge on ৳1,850, a prepaid medium parcel to Sylhet, and no price for an unknown type.
    await expect(page.getByTestId('csv-fee')).toHaveText(['৳139', '৳150', '—']);
    // Under each price, the day promised if booked now (the row without a type has neither).
    await expect(page.getByTestId('csv-promised')).toHaveCount(2);
    await expect(page.getByTestId('csv-promised').first()).toHaveText(/^by \d{1,2} \w+ \d{4}$/);
    // "huge" is there and outside the list: the row says which values it takes, in a select.
    await expect(page.getByText('Parcel type must be one of: small, medium, large, fragile.')).toBeVisible();
    await expect(page.getByLabel('Parcel type, line 4')).toHaveValue('huge');
    const book = page.getByRole('button', { name: 'Book 3 parcels' });
    await expect(book).toBeDisabled();

    await page.getByLabel('Receiver name, line 3').fill('Karim Ahmed');
    await expect(page.getByText('Receiver name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Drop line 4' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ready to book' })).toHaveText(
      'All 2 rows are ready to book.',
    );

    await page.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Book 2 parcels' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked:' })).toHaveText(
      'Booked: 2 new, 0 already booked with the same order ID, 0 refused.',
    );
    await expectReadableInBothThemes(page, 'main');
    const labels = page.getByTestId('shipping-label');
    await expect(labels).toHaveCount(2);
    await expect(labels.nth(0)).toContainText('Nasima Begum');
    await expect(labels.nth(1)).toContainText('Karim Ahmed');
    await expect(labels.nth(0)).toContainText('Rupa Fashion');
    await page.getByRole('button', { name: 'Print all 2 labels' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: only the labels, one per page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print all 2 labels' })).toBeHidden();
    await expect(labels.nth(1)).toBeVisible();
    expect(await labels.nth(0).evaluate((element) => getComputedStyle(element).breakAfter)).toBe('page');
    await page.emulateMedia({ media: 'screen' });

    // The same file again books nothing new: the order IDs answer with the first parcels.
    await page.getByTestId('csv-file').setInputFiles({
      name: 'again.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, csv.split('\n')[1]].join('\n')),
    });
    await page.getByRole('button', { name: 'Book 1 parcels' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked:' })).toHaveText(
      'Booked: 0 new, 1 already booked with the same order ID, 0 refused.',
    );
  });

  test('books one file once, whatever the clicks or tabs, reads "Small" and "COD", and flags a repeated order ID', async ({
    page,
    context,
  }) => {
    await signUpViaApi(page, 'Rupa Fashion');
    // No order IDs: only the file's key keeps a second click or tab from booking every row again.
    const file = {
      name: 'no-ids.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          header,
          ',Cotton saree,Nasima Begum,01712345678,"Shop 12, New Market",dhaka,"House 5, Agrabad",chattogram,Small,,COD,1850',
          ',Punjabi,Karim Ahmed,01812345678,"Shop 12, New Market",dhaka,"Zindabazar, Sylhet",sylhet,MEDIUM,,Prepaid,',
        ].join('\n'),
      ),
    };
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/parcels/bulk')) posts += 1;
    });
    await page.goto('/bulk-booking');
    await page.getByTestId('csv-file').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'ready to book' })).toHaveText(
      'All 2 rows are ready to book.',
    );
    await expect(page.getByLabel('Parcel type, line 2')).toHaveValue('small');
    await expect(page.getByLabel('Payment method, line 2')).toHaveValue('cod');
    await page.getByRole('button', { name: 'Book 2 parcels' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Booked:' })).toHaveText(
      'Booked: 2 new, 0 already booked with the same order ID, 0 refused.',
    );
    expect(posts).toBe(1);

    // The same file from a second tab: the server knows the list and books nothing again.
    const second = await context.newPage();
    await second.goto('/bulk-booking');
    await second.getByTestId('csv-file').setInputFiles(file);
    await second.getByRole('button', { name: 'Book 2 parcels' }).click();
    await expect(second.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(
      'This file was booked before: nothing was booked twice.',
    );
    const list = await page.request.get('/api/parcels');
    expect(list.headers()['x-total-count']).toBe('2');

    // A file that names one order twice: both rows say so until one is dropped.
    await page.getByTestId('csv-file').setInputFiles({
      name: 'twice.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [header, csv.split('\n')[1], csv.split('\n')[1]?.replace('Nasima', 'Rokeya')].join('\n'),
      ),
    });
    await expect(page.getByText('This order ID is on another row of this file.')).toHaveCount(2);
    await page.getByRole('button', { name: 'Drop line 3' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ready to book' })).toHaveText(
      'All 1 rows are ready to book.',
    );
  });

  test('a phone sees every cell of a row and its errors, in both languages and themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page, 'Rupa Fashion');
    await page.goto('/bulk-booking');
    const wrong = csv.replace(
      'E2E-1,Cotton saree,Nasima Begum,01712345678,"Shop 12, New Market",dhaka,"House 5, Agrabad",chattogram,small,130,cod,1850',
      'E2E-1,Cotton saree,Nasima Begum,01712345678,"Shop 12, New Market",dhaka,"House 5, Agrabad",chattogram,big,130,COD,1850',
    );
    await page
      .getByTestId('csv-file')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(wrong) });
    const firstRow = page.getByTestId('csv-row').first();
    // A card, not a table row 16 columns wide: every cell, and its message, inside the screen.
    const box = await firstRow.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    const message = firstRow.getByText('Parcel type must be one of: small, medium, large, fragile.');
    await message.scrollIntoViewIfNeeded();
    const messageBox = await message.boundingBox();
    expect((messageBox?.x ?? 0) + (messageBox?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shootBothThemes(page, 'bulk-preview-390-en');
    // The switch sits in the desktop navbar: switch there, then back to the phone.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('language-switch').filter({ visible: true }).first().click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(firstRow.getByText('পার্সেলের ধরন হতে হবে এগুলোর একটি', { exact: false })).toBeVisible();
    await shootBothThemes(page, 'bulk-preview-390-bn');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootBothThemes(page, 'bulk-preview-1280-bn');
  });

  test('explains a file without the needed columns', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/bulk-booking');
    await page
      .getByTestId('csv-file')
      .setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('name,phone\nA,1\n') });
    await expect(page.getByRole('alert')).toContainText(
      'The file lacks these columns: parcelTitle, receiverName',
    );
  });
});

test.describe('Webhooks', () => {
  // The refused private target answers 400 on purpose.
  test.use({ allowedErrors: [/status of 400 \(Bad Request\)/] });

  test('refuses a private target, shows the secret once, and logs every attempt with resend', async ({
    page,
  }) => {
    await signUpViaApi(page, 'Hook Shop');
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    // Production refuses targets on the local network (SSRF); nothing is sent to check it.
    await page.getByLabel('Endpoint URL').fill('http://10.0.0.1:9/hook');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByText('This address cannot receive webhooks')).toBeVisible();

    // The e2e server trusts 127.0.0.1 by name (WEBHOOK_ALLOWED_ADDRESSES): port 9 takes no webhooks, so each
    // attempt fails with no answer and is logged. No test sends traffic off this machine.
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/desh-hooks');
    await page.getByLabel('Description (optional)').fill('Shop backend');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_/);
    const endpoint = page.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText('http://127.0.0.1:9/desh-hooks');
    await expect(endpoint).toContainText('parcel.status_changed');
    // The "copy it now" warning with the secret.
    await expectReadableInBothThemes(page, 'main');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secret).toHaveCount(0);

    const { trackingId } = await bookViaApi(page.request);

    await endpoint.getByRole('link', { name: 'Delivery log' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
    const message = page.getByTestId('webhook-message');
    await expect(message).toHaveCount(1);
    await expect(message).toContainText('parcel.status_changed');
    await expect(message).toContainText(trackingId);
    const attempt = message.getByTestId('webhook-attempt').first();
    await expect(attempt).toContainText(/(No answer|[45]\d\d)/, { timeout: 30_000 });
    await expect(attempt).toContainText(/\d+ ms/);
    await expect(message).toContainText('Pending');
    await expect(message).toContainText('next try');

    await message.getByRole('button', { name: 'Resend' }).click();
    await expect(page.locator('.swal2-title')).toHaveText('Queued to send again');
  });
});
