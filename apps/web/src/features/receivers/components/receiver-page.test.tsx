import type { ReceiverPage as ReceiverPageData } from '@desh/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
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
  fakeApi({ [`/api/receiver-links/${token}`]: answer });
}

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

describe('after a failed attempt (issue 63 item 6)', () => {
  const failedPage = (request: ReceiverPageData['request'] = null): ReceiverPageData => ({
    trackingId: 'DSH-1763000000000',
    status: 'failed',
    updatedAt: '2026-12-07T10:00:00.000Z',
    promisedDate: '2026-12-08',
    editable: true,
    dayChoices: ['2026-12-08', '2026-12-09'],
    notes: null,
    rider: null,
    sender: 'Rahim Fashion',
    toPayPoisha: 0,
    failedAttempt: true,
    request,
  });

  /** The corrections sent, as path and body. */
  function serveFailed() {
    const api = fakeApi({
      [`PUT /api/receiver-links/${token}/correction`]: async (request: Request) => {
        const body = await request.json();
        return failedPage({
          deliveryAddress: body.deliveryAddress ?? null,
          receiverPhone: body.receiverPhone ?? null,
          at: '2026-12-07T11:00:00.000Z',
        });
      },
      [`/api/receiver-links/${token}`]: failedPage(),
    });
    return () =>
      api.requests.filter((request) => request.method === 'PUT').map(({ path, body }) => ({ path, body }));
  }

  it('offers "Try again on <day>" and sends a corrected address and phone to the shop', async () => {
    const sent = serveFailed();
    await renderPage(<ReceiverPage token={token} />, { namespaces: ['receivers'] });
    expect(await screen.findByRole('heading', { name: 'The delivery failed: try again' })).toBeTruthy();
    const days = screen.getAllByRole('radio') as HTMLInputElement[];
    const ninth = days.find((day) => day.value === '2026-12-09');
    if (!ninth) throw new Error('The 9th is offered');
    fireEvent.click(ninth);
    expect(screen.getByRole('button', { name: /^Try again on Wed,? 9 Dec$/ })).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Send to the shop' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Correct address'), {
      target: { value: 'House 7, Road 3, Jail Road, Rangpur' },
    });
    fireEvent.change(screen.getByLabelText('Correct phone number'), { target: { value: '01911000666' } });
    fireEvent.click(send);
    expect(await screen.findByText('Sent. The shop will check it before the next attempt.')).toBeTruthy();
    expect(sent()).toEqual([
      {
        path: `/api/receiver-links/${token}/correction`,
        body: { deliveryAddress: 'House 7, Road 3, Jail Road, Rangpur', receiverPhone: '01911000666' },
      },
    ]);
    expect(screen.getByTestId('receiver-request').textContent).toContain('01911000666');
  });

  it('reads in Bangla', async () => {
    serveFailed();
    await renderPage(<ReceiverPage token={token} />, { language: 'bn', namespaces: ['receivers'] });
    expect(await screen.findByRole('heading', { name: 'ডেলিভারি ব্যর্থ হয়েছে: আবার চেষ্টা করুন' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'আমার ঠিকানা বা ফোন নম্বর ঠিক করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'দোকানে পাঠান' })).toBeTruthy();
  });
});
