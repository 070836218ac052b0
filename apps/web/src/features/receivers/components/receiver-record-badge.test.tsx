import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { ReceiverRecordBadge } from './receiver-record-badge';

/** Answers the two receiver-record calls as `today` says; records every path asked. */
function serve(today: { limit: number; used: number; left: number; ownReceivers: boolean }) {
  return fakeApi({
    '/api/receiver-records/allowance': today,
    '/api/receiver-records/lookup': {
      allowance: { limit: today.limit, used: today.used + 1, left: today.left - 1 },
      hidden: false,
      delivered: 4,
      returned: 0,
      refused: 0,
      wrongAddress: 0,
      label: 'reliable',
    },
  });
}

describe('the receiver record by the booking form’s phone field', () => {
  it('tells a new merchant why there is no record, without a lookup that would be refused', async () => {
    const api = serve({ limit: 0, used: 0, left: 0, ownReceivers: false });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled />, { namespaces: ['receivers'] });
    expect((await screen.findByTestId('receiver-record-closed')).textContent).toBe(
      'Receiver records open once the courier has picked up one of your parcels booked in the last 30 days.',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.paths()).not.toContain('/api/receiver-records/lookup');
  });

  it('looks the number up for a merchant with collected parcels, and says what is left today', async () => {
    const api = serve({ limit: 21, used: 1, left: 20, ownReceivers: true });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled />, { namespaces: ['receivers'] });
    expect(await screen.findByTestId('receiver-record', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('receiver-record-allowance').textContent).toContain('19');
    expect(api.paths().filter((path) => path === '/api/receiver-records/lookup')).toHaveLength(1);
  });

  it('asks nothing while the booking is not cash on delivery', async () => {
    const api = serve({ limit: 21, used: 0, left: 21, ownReceivers: true });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled={false} />, {
      namespaces: ['receivers'],
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.paths().filter((path) => path.startsWith('/api/receiver-records'))).toEqual([]);
  });
});
