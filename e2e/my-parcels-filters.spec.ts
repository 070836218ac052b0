import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';
import { bookViaApi, myParcelsColumns } from './support/api-steps';

interface Booked {
  _id: string;
  trackingId: string;
  deliveryFee: number;
  amountToCollect: number;
}

const book = (page: Page, body: Record<string, unknown>) =>
  bookViaApi<Booked>(page.request, { parcelTitle: 'Saree', ...body });

const taka = (amount: number) => `৳${amount.toLocaleString('en-IN')}`;

test('My Parcels: the amount to collect, search, status tabs, booking dates and a CSV of what is shown', async ({
  page,
}) => {
  await signUpViaApi(page);
  const cod = await book(page, {
    receiverName: 'Nasrin Sultana',
    receiverPhone: '01712345678',
    paymentMethod: 'cod',
    codAmount: 1500,
    merchantOrderId: 'SHOP-77',
  });
  const prepaid = await book(page, { receiverName: 'Rafiq Islam' });
  const cancelled = await book(page, { receiverName: 'Karim Uddin' });
  expect((await page.request.post(`/api/parcels/${cancelled._id}/cancel`, { data: {} })).status()).toBe(200);

  await page.goto('/my-parcel');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(3);
  const row = (parcel: Booked) => page.locator(`tr[data-tracking-id="${parcel.trackingId}"]`);
  // Amount: what the rider collects, with the courier's fee under it; a prepaid parcel says so.
  await expect(row(cod).getByTestId('parcel-amount')).toHaveText(
    `${taka(cod.amountToCollect)}to collect · fee ${taka(cod.deliveryFee)}`,
  );
  await expect(row(prepaid).getByTestId('parcel-amount')).toHaveText(
    `Prepaidfee ${taka(prepaid.deliveryFee)}`,
  );
  await expect(page.locator('thead th')).toHaveText(myParcelsColumns);

  // Search by merchant order ID, then by receiver phone however it is typed.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('shop-77');
  await expect(page).toHaveURL(/q=shop-77/);
  await expect(rows).toHaveCount(1);
  await expect(row(cod)).toBeVisible();
  await search.fill('+880 1712-345678');
  await expect(rows).toHaveCount(1);
  await expect(row(cod)).toBeVisible();

  // The CSV holds what the filters show.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain(cod.trackingId);
  expect(csv).not.toContain(prepaid.trackingId);
  expect(csv.split('\r\n')[0]).toContain('"Amount to collect (Tk)"');

  await search.fill('');
  await expect(rows).toHaveCount(3);
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(1);
  await expect(row(cancelled)).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(rows).toHaveCount(2);

  // Booked from tomorrow (Dhaka): nothing, and a way back.
  const tomorrow = new Date(Date.now() + 6 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('Booked from').fill(tomorrow);
  await expect(page.getByText('No parcels match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
});
