import type { ReceiverPage as ReceiverPageData } from '@desh/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ReceiverPage } from './receiver-page';

const token = 'AbCdEfGhIjKlMnOpQrStUv';

function serve(page: Partial<ReceiverPageData>) {
  const answer: ReceiverPageData = {
    trackingId: 'DSH-1763000000000',
    status: 'in_transit',
    updatedAt: '2026-12-07T10:00:00.000Z',
    promisedDate: null,
    editable: false,
    dayChoices: [],
    notes: null,
    rider: null,
    sender: 'Rahim Fashion',
    toPayPoisha: 148_050,
    failedAttempt: false,
    request: null,
    ...page,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/auth/get-session') return Response.json(null);
      if (url.pathname === `/api/receiver-links/${token}`) return Response.json(answer);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the receiver’s private page (issue 63 item 10)', () => {
  it('says who sent the parcel and how much to pay at the door', async () => {
    serve({});
    await renderPage(<ReceiverPage token={token} />, { namespaces: ['receivers'] });
    expect((await screen.findByTestId('receiver-sender')).textContent).toBe('Rahim Fashion');
    expect(screen.getByTestId('receiver-to-pay').textContent).toBe('৳1,480.50');
    expect(screen.getByText('To pay at delivery')).toBeTruthy();
  });

  it('says so in Bangla, and that there is nothing to pay when it is prepaid', async () => {
    serve({ sender: 'রহিম ফ্যাশন', toPayPoisha: 0 });
    await renderPage(<ReceiverPage token={token} />, { language: 'bn', namespaces: ['receivers'] });
    expect((await screen.findByTestId('receiver-sender')).textContent).toBe('রহিম ফ্যাশন');
    expect(screen.getByTestId('receiver-to-pay').textContent).toBe('কিছু দিতে হবে না: টাকা আগেই দেওয়া হয়েছে।');
    expect(screen.getByText('পাঠিয়েছে')).toBeTruthy();
  });

  it('writes the amount in Bangla digits on a Bangla page', async () => {
    serve({ toPayPoisha: 120_000 });
    await renderPage(<ReceiverPage token={token} />, { language: 'bn', namespaces: ['receivers'] });
    expect((await screen.findByTestId('receiver-to-pay')).textContent).toBe('৳১,২০০');
  });
});
