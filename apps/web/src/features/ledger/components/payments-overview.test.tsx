import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { PaymentsOverview } from './payments-overview';

const overview = {
  merchant: { id: 'm1', name: 'Rupa Fashion', email: 'rupa@example.com' },
  balance: {
    codCollectedPoisha: 125_000,
    feesPoisha: 13_300,
    returnChargesPoisha: 0,
    paidOutPoisha: 0,
    payablePoisha: 111_700,
    pendingApprovalPoisha: 0,
    pendingApprovalCount: 0,
  },
  deliveredCount: 1,
  recent: [],
  payouts: [],
};

function serve() {
  fakeApi({ '/api/payments/overview': overview });
}

describe('the payments page', () => {
  it('links the payout account page beside the payouts, in English', async () => {
    serve();
    await renderPage(<PaymentsOverview />, { namespaces: ['ledger'] });
    const link = await screen.findByRole('link', { name: 'Payout account' });
    expect(link.getAttribute('href')).toBe('/settings/payout-account');
    expect(screen.getByText('Payouts go to your saved bKash, Nagad or bank account.')).toBeTruthy();
  });

  it('links it in Bangla', async () => {
    serve();
    await renderPage(<PaymentsOverview />, { namespaces: ['ledger'], language: 'bn' });
    const link = await screen.findByRole('link', { name: 'পেমেন্ট অ্যাকাউন্ট' });
    expect(link.getAttribute('href')).toBe('/settings/payout-account');
  });
});
