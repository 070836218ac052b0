import 'fake-indexeddb/auto';
import type { RiderCheckin, ScanResult } from '@desh/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineQueue } from '../../../lib/offline-queue/queue';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { RiderCheckinScreen } from './rider-checkin';

const parcel = (trackingId: string, back: boolean) => ({
  id: `id-${trackingId}`,
  trackingId,
  receiverName: `Receiver ${trackingId.slice(-1)}`,
  deliveryAddress: 'Road 1, Pallabi',
  status: back ? 'in_transit' : 'out_for_delivery',
  back,
  outSince: null as string | null,
});

const dayOf = (secondBack: boolean): RiderCheckin => ({
  day: '2026-12-07',
  rider: { riderId: 'r1', name: 'Karim', phone: '01711111111' },
  toBringBack: [parcel('DSH-1763000000001', true), parcel('DSH-1763000000002', secondBack)],
  delivered: [
    { id: 'd1', trackingId: 'DSH-1763000000003', receiverName: 'Rahima', codCollectedPoisha: 62_000 },
    { id: 'd2', trackingId: 'DSH-1763000000004', receiverName: 'Salma', codCollectedPoisha: 38_000 },
  ],
  cashExpectedPoisha: 100_000,
  cashCountedPoisha: 60_000,
});

const received: ScanResult = {
  result: 'received',
  next: 'hand_to_rider',
  repeated: false,
  eventId: 7,
  parcel: { trackingId: 'DSH-1763000000002', status: 'in_transit' } as ScanResult['parcel'],
};

/** The server as the screen sees it: the second parcel comes back once its scan arrives. */
function serveDay() {
  let scanned = false;
  const scans: unknown[] = [];
  fakeApi({
    '/api/network/hubs/dhk-mir/riders/r1/checkin': () => dayOf(scanned),
    '/api/ledger/hubs/dhk-mir/handovers': [],
    'POST /api/network/hubs/dhk-mir/scans': async (request: Request) => {
      scans.push(await request.json());
      scanned = true;
      return received;
    },
  });
  return scans;
}

describe('the hub’s check-in of one rider (issue 62 item 4)', () => {
  it('counts the parcels back against those to bring back and names what is still out', async () => {
    const scans = serveDay();
    // The queue sends only a signed-in person's actions (the field app starts it with the session).
    offlineQueue.start({ userId: 'hub-operator' });
    await renderPage(<RiderCheckinScreen hubId="dhk-mir" riderId="r1" />, {
      namespaces: ['network', 'scanner', 'ledger'],
    });
    expect((await screen.findByTestId('scan-tally-checkin')).textContent).toContain('1 of 2');
    const rows = screen.getAllByTestId('checkin-parcel');
    expect(rows.map((row) => row.getAttribute('data-back'))).toEqual(['true', 'false']);
    expect(rows[1]?.textContent).toContain('DSH-1763000000002');
    expect(rows[1]?.textContent).toContain('still with the rider');
    expect(screen.getByText('1 parcel still with the rider')).toBeTruthy();

    // The rider hands the second one over: its label is scanned in as a receive scan.
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: 'DSH-1763000000002-7KQ3M' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('scan-tally-checkin').textContent).toContain('2 of 2'), {
      timeout: 5000,
    });
    expect(scans).toEqual([expect.objectContaining({ action: 'receive', code: 'DSH-1763000000002-7KQ3M' })]);
    expect(screen.getByTestId('scan-tally-checkin').getAttribute('data-complete')).toBe('true');
    expect(screen.getByTestId('scan-flash').getAttribute('data-outcome')).toBe('ok');
    expect(screen.getByText('Every parcel is back')).toBeTruthy();
  });

  it('names a parcel out since an earlier day, counted among those still with the rider, in both languages', async () => {
    const earlier = { ...parcel('DSH-1763000000005', false), outSince: '2026-12-07' };
    const day = { ...dayOf(false), toBringBack: [...dayOf(false).toBringBack, earlier] };
    fakeApi({
      '/api/network/hubs/dhk-mir/riders/r1/checkin': day,
      '/api/ledger/hubs/dhk-mir/handovers': [],
    });
    const { unmount } = await renderPage(<RiderCheckinScreen hubId="dhk-mir" riderId="r1" />, {
      namespaces: ['network', 'scanner', 'ledger'],
    });
    expect((await screen.findByTestId('scan-tally-checkin')).textContent).toContain('1 of 3');
    expect(screen.getByTestId('checkin-out-since').textContent).toBe('out since Mon 7 Dec');
    expect(screen.getByText('2 parcels still with the rider')).toBeTruthy();
    unmount();
    await renderPage(<RiderCheckinScreen hubId="dhk-mir" riderId="r1" />, {
      language: 'bn',
      namespaces: ['network', 'scanner', 'ledger'],
    });
    expect((await screen.findByTestId('checkin-out-since')).textContent).toBe('সোম ৭ ডিসে থেকে বাইরে');
  });

  it('lists the day’s deliveries with the cash each should bring, expected against counted', async () => {
    serveDay();
    await renderPage(<RiderCheckinScreen hubId="dhk-mir" riderId="r1" />, {
      namespaces: ['network', 'scanner', 'ledger'],
    });
    const deliveries = await screen.findAllByTestId('checkin-delivery');
    expect(deliveries.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/DSH-1763000000003.*Rahima.*620/),
      expect.stringMatching(/DSH-1763000000004.*Salma.*380/),
    ]);
    expect(screen.getByTestId('checkin-cash-expected').textContent).toMatch(/1,000/);
    expect(screen.getByTestId('checkin-cash-counted').textContent).toMatch(/600/);
    expect(screen.getByTestId('checkin-cash-difference').textContent).toMatch(/400/);
    // Nothing waits to be counted: what was declared today is counted (৳600), the rest is declared first.
    expect((await screen.findByTestId('checkin-cash-nothing-declared')).textContent).toBe(
      'Every handover Karim declared is counted. Cash still with them is declared on their phone first.',
    );
  });
});
