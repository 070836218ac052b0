import { expect, signUpViaApi, test } from './fixtures';
import { bookViaApi } from './support/api-steps';
import { expectReadableInBothThemes } from './support/readable';

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
    await expect(page.getByText('Parcel type is required')).toBeVisible();
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
