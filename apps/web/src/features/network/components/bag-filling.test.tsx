import type { BagDetail, BagView } from '@desh/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scanFeedback } from '../../../components/scanner/scan-feedback';
import { renderPage } from '../../../test/render-page';
import { fillTally, type TalliedScan } from '../scan-tally';
import { BagFilling, bagFillOf } from './bag-filling';

vi.mock('../../../components/scanner/scan-feedback', async (load) => ({
  ...(await load<typeof import('../../../components/scanner/scan-feedback')>()),
  scanFeedback: vi.fn(),
}));

const sorting = { id: 'dhk-sc', code: 'DHK-SC', name: 'Dhaka Sorting Centre', nameBn: 'ঢাকা সর্টিং সেন্টার' };
const rangpur = { id: 'rng', code: 'RNG', name: 'Rangpur Hub', nameBn: 'রংপুর হাব' };

const bag: BagView = {
  id: 'bag-1',
  code: 'BAG-7K3M',
  status: 'open',
  originHub: { id: 'dhk-mir', code: 'DHK-MIR', name: 'Mirpur Hub', nameBn: 'মিরপুর হাব' },
  destinationHub: sorting,
  sealNumber: null,
  parcelCount: 1,
  tripId: null,
  createdAt: '2026-12-07T05:00:00.000Z',
  openedBy: 'u1',
  waiting: 2,
};

const detail: BagDetail = {
  ...bag,
  parcels: [{ id: 'p1', trackingId: 'DSH-1763000000001', status: 'in_transit', outcome: 'in_bag' }],
  waitingParcels: [
    { id: 'p2', trackingId: 'DSH-1763000000002', goingTo: rangpur },
    { id: 'p3', trackingId: 'DSH-1763000000003', goingTo: rangpur },
  ],
};

const fill = bagFillOf(bag, detail);
if (!fill) throw new Error('an open bag with its waiting list');
const keptInto = (code: string): TalliedScan => ({ code, state: 'kept', bagId: bag.id });
const view = (scans: TalliedScan[]) => (
  <BagFilling bag={bag} detail={detail} figures={fillTally(fill, scans)} />
);

beforeEach(() => vi.mocked(scanFeedback).mockClear());

describe('a bag being filled (issue 62 item 5)', () => {
  it('says 1 of 3 bagged for the sorting centre and lists what still waits, to scan from', async () => {
    await renderPage(view([]), { namespaces: ['network'] });
    const counter = screen.getByTestId('scan-tally-bag');
    expect(counter.textContent).toContain('Bagged for Dhaka Sorting Centre · BAG-7K3M');
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('1 of 3');
    fireEvent.click(screen.getByText('2 parcels still wait for this bag: see which'));
    expect(screen.getAllByTestId('bag-waiting-parcel').map((row) => row.textContent)).toEqual([
      'DSH-1763000000002to Rangpur Hub',
      'DSH-1763000000003to Rangpur Hub',
    ]);
  });

  it('moves with each scan kept on the phone, and turns green with its sound when the last one is in', async () => {
    /** The station as far as this needs it: each press is one more scan kept on the phone. */
    function Station() {
      const [scans, setScans] = useState([keptInto('DSH-1763000000002')]);
      return (
        <>
          <button type="button" onClick={() => setScans((list) => [...list, keptInto('DSH-1763000000003')])}>
            scan
          </button>
          {view(scans)}
        </>
      );
    }
    await renderPage(<Station />, { namespaces: ['network'] });
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('2 of 3');
    expect(screen.getAllByTestId('bag-waiting-parcel')).toHaveLength(1);
    expect(scanFeedback).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'scan' }));
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('3 of 3');
    expect(screen.getByTestId('scan-tally-bag').dataset.complete).toBe('true');
    expect(screen.getByTestId('bag-waiting-none').textContent).toBe(
      'Nothing else at the hub waits for Dhaka Sorting Centre: the bag can be sealed.',
    );
    expect(scanFeedback).toHaveBeenCalledWith('complete');
  });

  it('reads in Bangla with Bangla digits', async () => {
    await renderPage(view([]), { language: 'bn', namespaces: ['network'] });
    expect(screen.getByTestId('scan-tally-bag').textContent).toContain('ঢাকা সর্টিং সেন্টার-এর জন্য ব্যাগে');
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('৩টির মধ্যে ১টি');
    expect(screen.getByText('আরও ২টি পার্সেল এই ব্যাগের অপেক্ষায়: কোনগুলো দেখুন')).toBeTruthy();
  });
});
