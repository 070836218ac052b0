import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ReceiverRecordBadge } from './receiver-record-badge';

/** Answers the two receiver-record calls as `today` says; records every path asked. */
function serve(today: { limit: number; used: number; left: number; ownReceivers: boolean }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      asked.push(url.pathname);
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      if (url.pathname === '/api/receiver-records/allowance') return Response.json(today);
      if (url.pathname === '/api/receiver-records/lookup') {
        return Response.json({
          allowance: { limit: today.limit, used: today.used + 1, left: today.left - 1 },
          hidden: false,
          delivered: 4,
          returned: 0,
          refused: 0,
          wrongAddress: 0,
          label: 'reliable',
        });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
  return asked;
}

describe('the receiver record by the booking form’s phone field', () => {
  it('tells a new merchant why there is no record, without a lookup that would be refused', async () => {
    const asked = serve({ limit: 0, used: 0, left: 0, ownReceivers: false });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled />, { namespaces: ['receivers'] });
    expect((await screen.findByTestId('receiver-record-closed')).textContent).toBe(
      'Receiver records open once the courier has picked up one of your parcels booked in the last 30 days.',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked).not.toContain('/api/receiver-records/lookup');
  });

  it('looks the number up for a merchant with collected parcels, and says what is left today', async () => {
    const asked = serve({ limit: 21, used: 1, left: 20, ownReceivers: true });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled />, { namespaces: ['receivers'] });
    expect(await screen.findByTestId('receiver-record', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('receiver-record-allowance').textContent).toContain('19');
    expect(asked.filter((path) => path === '/api/receiver-records/lookup')).toHaveLength(1);
  });

  it('asks nothing while the booking is not cash on delivery', async () => {
    const asked = serve({ limit: 21, used: 0, left: 21, ownReceivers: true });
    await renderPage(<ReceiverRecordBadge phone="01712345678" enabled={false} />, {
      namespaces: ['receivers'],
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked.filter((path) => path.startsWith('/api/receiver-records'))).toEqual([]);
  });
});
