import type { HubWork } from '@desh/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import type { MyHub } from '../api/get-my-hubs';
import { canDiscardBag } from './discard-bag-button';
import { RunsBoard } from './runs-board';

const work: HubWork = {
  pickups: [],
  deliveries: [
    {
      area: { district: 'dhaka', upazila: 'mirpur', name: 'Mirpur', nameBn: 'মিরপুর' },
      parcels: [
        {
          id: 'p1',
          trackingId: 'DC-TEST-1',
          status: 'at_hub',
          receiverName: 'Rahim',
          deliveryAddress: 'Road 1',
          codAmountPoisha: 50_000,
          collectPoisha: 50_000,
          riderId: null,
          leg: 'delivery',
          held: false,
          waitingFor: null,
        },
      ],
    },
  ],
  riders: [{ id: 'r1', name: 'Karim', phone: '01711111111', load: 0, suggestedFor: [] }],
};

function serveWork() {
  fakeApi({
    '/api/network/hubs/dhk-mir/work': work,
    '/api/network/hubs/dhk-mir/riders-today': {
      day: '2026-12-07',
      riders: [
        {
          riderId: 'r1',
          name: 'Karim',
          phone: '01711111111',
          out: 56,
          delivered: 50,
          failed: 4,
          returned: 3,
          cashExpectedPoisha: 2_500_000,
          cashCountedPoisha: 2_000_000,
        },
      ],
    },
  });
}

const hubAs = (position: MyHub['position']): MyHub => ({
  id: 'dhk-mir',
  code: 'DHK-MIR',
  name: 'Mirpur',
  nameBn: 'মিরপুর',
  kinds: ['pickup', 'last_mile'],
  position,
});

describe('the riders’ runs offer assigning only to those who may (issue 62 item 7)', () => {
  it('an operator sees the work and who assigns it, with no tick box and no Assign', async () => {
    serveWork();
    await renderPage(<RunsBoard hub={hubAs('operator')} />, { namespaces: ['network'] });
    expect(await screen.findByText('DC-TEST-1')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByTestId('runs-managers-assign').textContent).toBe(
      'Only the hub’s manager assigns parcels to riders.',
    );
  });

  it('a manager ticks parcels (in Bangla too)', async () => {
    serveWork();
    await renderPage(<RunsBoard hub={hubAs('manager')} />, { namespaces: ['network'], language: 'bn' });
    expect(await screen.findByText('DC-TEST-1')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByTestId('runs-managers-assign')).toBeNull();
  });
});

describe('who is offered to discard a bag', () => {
  const bag = { status: 'open' as const, parcelCount: 0, openedBy: 'u1' };
  it('whoever opened it or a manager, while it is open and empty', () => {
    expect(canDiscardBag(bag, 'operator', 'u1')).toBe(true);
    expect(canDiscardBag(bag, 'operator', 'u2')).toBe(false);
    expect(canDiscardBag(bag, 'manager', 'u2')).toBe(true);
    expect(canDiscardBag(bag, 'admin', undefined)).toBe(true);
    expect(canDiscardBag({ ...bag, parcelCount: 1 }, 'manager', 'u1')).toBe(false);
    expect(canDiscardBag({ ...bag, status: 'sealed' }, 'manager', 'u1')).toBe(false);
  });
});

describe('the riders out today (issue 62 item 4)', () => {
  it('shows each rider’s parcels and cash as the server counted them', async () => {
    serveWork();
    await renderPage(<RunsBoard hub={hubAs('operator')} />, { namespaces: ['network'] });
    const card = await screen.findByTestId('rider-day');
    const text = card.textContent ?? '';
    expect(text).toContain('Karim');
    for (const figure of ['Out56', 'Delivered50', 'Failed4', 'Back at hub3', 'Still with rider3'])
      expect(text).toContain(figure);
    expect(text).toContain('Cash expected৳25,000');
    expect(text).toContain('Cash handed in৳20,000');
    expect(text).toContain('Still to hand in৳5,000');
  });
});
