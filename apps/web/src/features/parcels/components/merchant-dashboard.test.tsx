import { shiftDay } from '@desh/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { MerchantDashboard } from './merchant-dashboard';

const dashboard = {
  day: '2026-12-07',
  today: { booked: 12, pickedUp: 9 },
  open: { awaitingPickup: 3, inTransit: 20, outForDelivery: 7, needsAttention: 2, needsDecision: 4 },
  // Tuesday 8 December 2026, 18:00 Dhaka.
  nextDecideBy: '2026-12-08T12:00:00.000Z',
  rates: [
    { days: 7, delivered: 45, returned: 5 },
    { days: 30, delivered: 0, returned: 0 },
  ],
  daily: Array.from({ length: 14 }, (_, index) => ({
    day: shiftDay('2026-12-07', index - 13),
    booked: index,
    delivered: 1,
    returned: 0,
  })),
};

function serve() {
  fakeApi({ '/api/parcels/dashboard': dashboard });
}

describe('the merchant’s dashboard', () => {
  it('shows each count as a link to its parcels, the delivered share as a ring, and the chart as a table', async () => {
    serve();
    await renderPage(<MerchantDashboard />, { namespaces: ['parcels'] });
    const waiting = (await screen.findByText('Waiting for pickup')).closest('a');
    expect(waiting?.getAttribute('href')).toBe('/my-parcel?tab=pending');
    expect(waiting?.textContent).toContain('3');
    const bookedToday = screen.getByText('Booked today').closest('a');
    expect(bookedToday?.getAttribute('href')).toBe('/my-parcel?from=2026-12-07&to=2026-12-07');
    expect(screen.getByRole('img', { name: '90% delivered' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No parcel finished yet' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The last 14 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(15);
  });

  it('shows the failed deliveries waiting for the shop’s choice, opening My Parcels filtered to them', async () => {
    serve();
    await renderPage(<MerchantDashboard />, { namespaces: ['parcels'] });
    const decide = (await screen.findByText('Needs your decision')).closest('a');
    expect(decide?.getAttribute('href')).toBe('/my-parcel?tab=needs_decision');
    expect(decide?.textContent).toContain('4');
    expect(within(decide as HTMLElement).getByTestId('dashboard-count-note').textContent).toBe(
      'Decide by Tue 18:00',
    );
  });

  it('reads in Bangla, with Bangla digits', async () => {
    serve();
    await renderPage(<MerchantDashboard />, { language: 'bn', namespaces: ['parcels'] });
    expect(await screen.findByText('সংগ্রহের অপেক্ষায়')).toBeTruthy();
    expect(screen.getByRole('img', { name: '৯০% ডেলিভারি হয়েছে' })).toBeTruthy();
    const decide = screen.getByText('আপনার সিদ্ধান্ত দরকার').closest('a');
    expect(decide?.textContent).toContain('৪');
  });
});
