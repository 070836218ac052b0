import type { Payout, PayoutParcel } from '@desh/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { PayoutList } from './payout-history';

const payout: Payout = {
  id: 'p1',
  merchantId: 'm1',
  merchantName: 'Rupa Fashion',
  amountPoisha: 125_700,
  method: 'bkash',
  reference: 'TRX-9',
  destination: null,
  entryId: 7,
  reversed: false,
  createdAt: '2026-12-07T06:00:00.000Z',
};

const parcels: PayoutParcel[] = [
  { parcelId: 'a', trackingId: 'DC-7K3M9Q', codPoisha: 125_000, feePoisha: 13_300, netPoisha: 111_700 },
  { parcelId: 'b', trackingId: 'DC-2X8P4R', codPoisha: 20_000, feePoisha: 6_000, netPoisha: 14_000 },
];

function serve() {
  return fakeApi({ '/api/payments/payouts/p1/parcels': parcels });
}

describe('the parcels a payout covered', () => {
  it('opens under the payout with tracking ID, COD, fee, net and total, in English', async () => {
    const api = serve();
    await renderPage(<PayoutList payouts={[payout]} />, { namespaces: ['ledger'] });
    expect(api.paths()).not.toContain('/api/payments/payouts/p1/parcels');
    fireEvent.click(screen.getByRole('button', { name: 'Parcels' }));
    const rows = await screen.findAllByTestId('payout-parcel');
    expect(rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent))).toEqual([
      ['DC-7K3M9Q', '৳1,250', '৳133', '৳1,117'],
      ['DC-2X8P4R', '৳200', '৳60', '৳140'],
    ]);
    expect(screen.getByTestId('payout-parcels-net').textContent).toBe('৳1,257');
    fireEvent.click(screen.getByRole('button', { name: 'Hide parcels' }));
    expect(screen.queryByTestId('payout-parcels')).toBeNull();
  });

  it('reads in Bangla', async () => {
    serve();
    await renderPage(<PayoutList payouts={[payout]} />, { namespaces: ['ledger'], language: 'bn' });
    fireEvent.click(screen.getByRole('button', { name: 'পার্সেল' }));
    await screen.findAllByTestId('payout-parcel');
    expect(screen.getByRole('columnheader', { name: 'ট্র্যাকিং আইডি' })).toBeTruthy();
    expect(screen.getByTestId('payout-parcels-net').textContent).toBe('৳১,২৫৭');
  });
});
