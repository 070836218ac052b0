import type { ShopParcelPage as Page } from '@desh/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { editBody } from './shop-parcel-edit';
import { ShopParcelPage } from './shop-parcel-page';

const at = '2026-12-07T04:30:00.000Z';
const hub = { id: 'dhk-mir', code: 'MIR', name: 'Mirpur Hub', nameBn: 'মিরপুর হাব' };

function pageOf(overrides: Partial<Page> = {}, status: Page['parcel']['status'] = 'failed'): Page {
  return {
    parcel: {
      _id: 'p1',
      trackingId: 'DSH-1765000000000',
      parcelTitle: 'Saree',
      receiverName: 'Shirin Akter',
      receiverPhone: '01911000111',
      pickupAddress: 'Mirpur 10',
      deliveryAddress: 'Station Road, Rangpur',
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'rangpur',
      pickupUpazila: null,
      deliveryUpazila: null,
      storeId: null,
      parcelType: 'medium',
      deliveryFee: 130,
      paymentMethod: 'cod',
      codAmount: 1500,
      merchantOrderId: 'RUPA-1',
      weightGrams: 500,
      deliveryType: 'regular',
      promisedDate: '2026-12-09',
      feeBreakdown: { zoneBase: 110, typeSurcharge: 0, weightCharge: 0, expressCharge: 0, codCharge: 20 },
      returnCharge: 60,
      amountToCollect: 1630,
      codMode: 'add_fee_to_receiver',
      payoutAmount: 1500,
      senderEmail: 'rupa@example.com',
      status,
      riderId: null,
      bookingTime: at,
      updatedAt: at,
      exchangeItem: null,
      returnOfParcelId: null,
      returnKind: null,
    },
    editable: status === 'pending' || status === 'assigned',
    needsDecision: status === 'failed',
    // Tuesday 8 December 2026, 18:00 Dhaka.
    decision:
      status === 'failed'
        ? { decideBy: '2026-12-08T12:00:00.000Z', choice: null, decidedBy: null, decidedAt: null }
        : null,
    receiverRequest: null,
    timeline: [
      { fromStatus: null, toStatus: 'pending', note: null, actorRole: 'customer', at },
      {
        fromStatus: 'failed',
        toStatus: 'failed',
        note: 'The sender changed the receiver’s address, phone for the next attempt.',
        actorRole: 'customer',
        at: '2026-12-07T05:30:00.000Z',
      },
      {
        fromStatus: 'out_for_delivery',
        toStatus: 'in_transit',
        note: null,
        reason: 'not_attempted',
        actorRole: 'hub',
        at: '2026-12-07T12:30:00.000Z',
      },
    ],
    custody: [
      {
        action: 'receive',
        result: 'ok',
        toHolder: 'hub:dhk-mir',
        hub,
        bagCode: 'B-77',
        sealNumber: 'S-B-77',
        by: { role: 'hub', firstName: 'Rahim' },
        at,
      },
    ],
    attempts: [{ attemptNo: 1, reason: 'not_reachable', note: 'Phone off', riderFirstName: 'Karim', at }],
    calls: [{ riderFirstName: 'Karim', at }],
    proofs: [],
    receiverNotes: [{ note: 'Receiver’s delivery instructions: landmark “Blue gate”.', at }],
    ledger: [{ entryId: 1, kind: 'delivery', purpose: 'delivery_fee', amountPoisha: 13_000, at }],
    ...overrides,
  };
}

function serve(page: Page, patch = vi.fn(async (_request: Request) => Response.json({ changed: {} }))) {
  fakeApi({
    [`/api/parcels/${page.parcel.trackingId}/page`]: page,
    '/api/deliveries/photos/photo-1': () =>
      new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } }),
    [`PATCH /api/parcels/${page.parcel.trackingId}/receiver`]: (request: Request) => patch(request),
    [`POST /api/parcels/${page.parcel.trackingId}/receiver-request/accept`]: (request: Request) =>
      patch(request),
  });
  return patch;
}

const namespaces = ['parcels', 'tracking', 'parcel-desk', 'validation', 'areas', 'deliveries'];

describe('the shop’s parcel page', () => {
  it('shows the receiver, the money, the custody chain by role and first name, attempts and notes', async () => {
    const page = pageOf({}, 'out_for_delivery');
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    const receiver = await screen.findByTestId('page-receiver-facts');
    expect(within(receiver).getByText('Shirin Akter')).toBeTruthy();
    expect(within(receiver).getByText('01911000111')).toBeTruthy();
    const money = screen.getByTestId('page-money-facts');
    expect(money.textContent).toContain('৳1,500');
    expect(money.textContent).toContain('৳1,630');
    expect(screen.getByTestId('page-fee-parts').textContent).toContain('Cash on delivery charge');
    const custody = screen.getByTestId('custody-row');
    expect(custody.textContent).toContain('Received at the hub');
    expect(custody.textContent).toContain('Mirpur Hub');
    expect(custody.textContent).toContain('bag B-77, seal S-B-77');
    expect(custody.textContent).toContain('by Hub staff Rahim');
    expect(custody.textContent).toContain('now at the hub');
    expect(screen.getByTestId('attempt-row').textContent).toContain('Attempt 1: Receiver not reachable');
    expect(screen.getByText('Receiver’s delivery instructions: landmark “Blue gate”.')).toBeTruthy();
    // A parcel taken back without an attempt: its reason code in the page's words (issue 63).
    expect(screen.getByTestId('timeline-reason').textContent).toBe(
      'Not attempted today: brought back to the hub, it goes out again',
    );
    expect(screen.getByText(/Delivery fee charged/).textContent).toContain('৳130');
    // Past pickup: no form, a line saying why.
    expect(screen.getByTestId('page-locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change receiver or COD' })).toBeNull();
  });

  it('reads in Bangla', async () => {
    const page = pageOf();
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { language: 'bn', namespaces });
    expect(await screen.findByText('হাতবদলের ধারা')).toBeTruthy();
    expect(screen.getByText('প্রাপকের নোট')).toBeTruthy();
    expect(screen.getByTestId('custody-row').textContent).toContain('মিরপুর হাব');
    expect(screen.getByTestId('custody-row').textContent).toContain('এখন হাবে');
    expect(screen.getByText('প্রেরক পরের চেষ্টার জন্য প্রাপকের ঠিকানা, ফোন বদলেছেন।')).toBeTruthy();
    expect(screen.getByTestId('timeline-reason').textContent).toBe(
      'আজ ডেলিভারির চেষ্টা হয়নি: হাবে ফেরত এসেছে, আবার পাঠানো হবে',
    );
  });

  it('opens the proof photo of a delivered parcel with the sender’s session', async () => {
    const page = pageOf(
      {
        proofs: [
          {
            kind: 'photo',
            receiverName: 'Rahim Uddin',
            cashCollectedPoisha: 163_000,
            photoId: 'photo-1',
            at: '2026-12-07T10:00:00.000Z',
          },
        ],
      },
      'delivered',
    );
    serve(page);
    URL.createObjectURL = vi.fn(() => 'blob:proof-photo');
    URL.revokeObjectURL = vi.fn();
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    fireEvent.click(await screen.findByRole('button', { name: 'Open photo' }));
    const photo = await screen.findByRole('img', { name: `Handover photo, ${page.parcel.trackingId}` });
    expect(photo.getAttribute('src')).toBe('blob:proof-photo');
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(asked.some((url) => url.endsWith('/api/deliveries/photos/photo-1'))).toBe(true);
  });

  it('changes the receiver’s phone before pickup, and refuses a phone that is not a Bangladeshi mobile', async () => {
    const page = pageOf({}, 'pending');
    const patch = serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    fireEvent.click(await screen.findByRole('button', { name: 'Change receiver or COD' }));
    const phone = screen.getByLabelText('Receiver Phone');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid Bangladeshi mobile number, e.g. 01712345678')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: '০১৯১১-০০০২২২' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
    const sent = (await (patch.mock.calls[0] as unknown as [Request])[0].json()) as object;
    expect(sent).toEqual({ receiverPhone: '01911000222' });
  });
});

describe('the decision after a failed attempt', () => {
  it('asks for a decision with the default written out, and offers the corrected receiver without COD', async () => {
    const page = pageOf();
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    const panel = await screen.findByTestId('page-decision');
    expect(within(panel).getByRole('heading', { name: 'Needs your decision' })).toBeTruthy();
    expect(panel.textContent).toContain('Attempt 1: Receiver not reachable');
    expect(panel.textContent).toContain('after the third failed attempt');
    expect(within(panel).getByTestId('decision-deadline').textContent).toBe('Decide by Tue 18:00.');
    expect(within(panel).getByRole('button', { name: 'Return it to me' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again with a corrected phone or address' }));
    expect(screen.getByLabelText('Delivery Address')).toBeTruthy();
    expect(screen.queryByLabelText('COD amount (taka)')).toBeNull();
  });

  it('reads in Bangla', async () => {
    const page = pageOf();
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { language: 'bn', namespaces });
    const panel = await screen.findByTestId('page-decision');
    expect(within(panel).getByRole('heading', { name: 'আপনার সিদ্ধান্ত দরকার' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'আমার কাছে ফেরত পাঠান' })).toBeTruthy();
    expect(within(panel).getByTestId('decision-deadline').textContent).toBe('মঙ্গল ১৮:০০-এর মধ্যে সিদ্ধান্ত দিন।');
  });

  it('says when the default was applied because nobody chose by the deadline', async () => {
    const page = pageOf({
      decision: {
        decideBy: '2026-12-08T12:00:00.000Z',
        choice: 'another_attempt',
        decidedBy: 'default',
        decidedAt: '2026-12-08T12:01:00.000Z',
      },
    });
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    const applied = await screen.findByTestId('decision-applied');
    expect(applied.textContent).toContain(
      'No choice by Tue 18:00: another attempt was applied by default at 18:01.',
    );
    expect(screen.queryByTestId('decision-deadline')).toBeNull();
  });
});

describe('the receiver’s correction request (issue 63 item 6)', () => {
  const request = {
    deliveryAddress: 'House 7, Road 3, Jail Road, Rangpur',
    receiverPhone: '01911000666',
    at,
  };

  it('shows what the receiver asked for and accepts it for the next attempt', async () => {
    const page = pageOf({ receiverRequest: request });
    const accept = serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { namespaces });
    const asked = await screen.findByTestId('receiver-request');
    expect(within(asked).getByText('The receiver asked for a correction')).toBeTruthy();
    expect(asked.textContent).toContain('Address: House 7, Road 3, Jail Road, Rangpur');
    expect(asked.textContent).toContain('Phone: 01911000666');
    fireEvent.click(within(asked).getByRole('button', { name: 'Accept for the next attempt' }));
    await waitFor(() => expect(accept).toHaveBeenCalledTimes(1));
    const [sent] = accept.mock.calls[0] ?? [];
    expect(sent && new URL(sent.url).pathname).toBe(
      `/api/parcels/${page.parcel.trackingId}/receiver-request/accept`,
    );
  });

  it('shows nothing to accept without a request, and reads in Bangla', async () => {
    const none = pageOf();
    serve(none);
    await renderPage(<ShopParcelPage trackingId={none.parcel.trackingId} />, { namespaces });
    await screen.findByTestId('page-decision');
    expect(screen.queryByTestId('receiver-request')).toBeNull();

    const page = pageOf({ receiverRequest: request });
    serve(page);
    await renderPage(<ShopParcelPage trackingId={page.parcel.trackingId} />, { language: 'bn', namespaces });
    const asked = await screen.findByTestId('receiver-request');
    expect(within(asked).getByRole('button', { name: 'পরের চেষ্টার জন্য গ্রহণ করুন' })).toBeTruthy();
  });
});

describe('editBody', () => {
  it('sends only what changed, COD read as taka into poisha', () => {
    const page = pageOf({}, 'pending');
    const fields = {
      name: 'Shirin Akter',
      phone: '01911000111',
      address: 'Station Road, Rangpur',
      cod: '1,250.50',
    };
    expect(editBody(fields, page)).toEqual({ body: { codAmountPoisha: 125_050 } });
    expect(editBody({ ...fields, cod: 'abc' }, page)).toEqual({
      errors: { cod: 'COD amount must be a number' },
    });
  });
});
