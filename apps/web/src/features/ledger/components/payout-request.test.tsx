import type { PayoutRequest } from '@desh/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { OpenPayoutRequests, PayoutRequestPanel } from './payout-request';

const asked: PayoutRequest = {
  id: 'r1',
  merchantId: 'm1',
  merchantName: 'Rupa Fashion',
  amountPoisha: 111_700,
  source: 'merchant',
  payoutId: null,
  createdAt: '2026-12-07T04:00:00.000Z',
  paidAt: null,
};

interface Served {
  requests: PayoutRequest[];
  posts: unknown[];
  postAnswer?: Response;
}

function serve(served: Served) {
  fakeApi({
    'POST /api/payments/payout-requests': async (request: Request) => {
      served.posts.push(await request.json());
      if (served.postAnswer) return served.postAnswer;
      served.requests = [asked, ...served.requests];
      return Response.json(asked, { status: 201 });
    },
    '/api/payments/payout-requests': () => served.requests,
  });
}

describe('the merchant’s Request payout button', () => {
  it('says the schedule asked when the request is the schedule’s, in English and Bangla', async () => {
    const scheduled = { ...asked, source: 'schedule' as const };
    serve({ requests: [scheduled], posts: [] });
    const first = await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
      namespaces: ['ledger'],
    });
    expect((await screen.findByTestId('payout-request-open')).textContent).toContain(
      'The schedule asked for ৳1,117',
    );
    first.unmount();
    await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
      language: 'bn',
      namespaces: ['ledger'],
    });
    expect((await screen.findByTestId('payout-request-open')).textContent).toContain('সময়সূচি অনুযায়ী');
  });

  it('asks with an idempotency key and then shows the open request, in English', async () => {
    const served: Served = { requests: [], posts: [] };
    serve(served);
    await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, { namespaces: ['ledger'] });
    const button = await screen.findByRole('button', { name: 'Request payout' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Requested');
    expect(served.posts).toHaveLength(1);
    expect((served.posts[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('payout-request-open').textContent).toContain('৳1,117');
    expect((screen.getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays off below ৳100 and says why', async () => {
    serve({ requests: [], posts: [] });
    await renderPage(<PayoutRequestPanel payablePoisha={9_999} />, { namespaces: ['ledger'] });
    expect(await screen.findByText('You can request a payout once ৳100 is payable.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stays off while a request is open, in Bangla', async () => {
    serve({ requests: [asked], posts: [] });
    await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
      namespaces: ['ledger'],
      language: 'bn',
    });
    expect(await screen.findByText('অনুরোধ করা হয়েছে')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'পেআউট চান' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal in Bangla', async () => {
    const served: Served = {
      requests: [],
      posts: [],
      postAnswer: Response.json(
        {
          error: { code: 'CONFLICT', message: 'A payout request is already open; head office pays it soon.' },
        },
        { status: 409 },
      ),
    };
    serve(served);
    await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
      namespaces: ['ledger'],
      language: 'bn',
    });
    const button = await screen.findByRole('button', { name: 'পেআউট চান' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId('payout-request-error')).textContent).toBe(
      'একটি পেআউট অনুরোধ আগেই খোলা আছে; হেড অফিস শিগগির পরিশোধ করবে।',
    );
  });
});

describe('head office’s open payout requests', () => {
  it('lists each open request with merchant and amount, in English', async () => {
    serve({ requests: [asked], posts: [] });
    await renderPage(<OpenPayoutRequests />, { namespaces: ['ledger'] });
    const row = await screen.findByTestId('open-payout-request');
    expect(row.textContent).toContain('Rupa Fashion');
    expect(row.textContent).toContain('৳1,117');
    expect(row.textContent).toContain('By the merchant');
  });

  it('says when nobody waits, in Bangla', async () => {
    serve({ requests: [{ ...asked, payoutId: 'p1', paidAt: '2026-12-07T06:00:00.000Z' }], posts: [] });
    await renderPage(<OpenPayoutRequests />, { namespaces: ['ledger'], language: 'bn' });
    expect(await screen.findByText('কোনো মার্চেন্ট পেআউটের অপেক্ষায় নেই।')).toBeTruthy();
  });
});

describe('the next payout day on the payments page', () => {
  it('names the next Sunday or Wednesday in Dhaka, in English and Bangla', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 7 December 2026, 18:00 Dhaka: the next payout is Wednesday the 9th.
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
    try {
      serve({ requests: [], posts: [] });
      const { unmount } = await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
        namespaces: ['ledger'],
      });
      expect(screen.getByTestId('next-payout').textContent).toBe('Next payout: Wednesday 9 December');
      unmount();
      await renderPage(<PayoutRequestPanel payablePoisha={111_700} />, {
        namespaces: ['ledger'],
        language: 'bn',
      });
      expect(screen.getByTestId('next-payout').textContent).toBe('পরের পেআউট: বুধবার ৯ ডিসেম্বর');
    } finally {
      vi.useRealTimers();
    }
  });
});
