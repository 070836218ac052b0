import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testRunItem } from '../test/run-item';
import { PickupStop, pickupStops } from './pickup-stop';

/** Two parcels waiting at the Dhanmondi shop, booked for a receiver in Rangpur (issue 62 item 9). */
const atShop = [1, 2].map((n) =>
  testRunItem(
    {
      _id: `p${n}`,
      trackingId: `DSH-176500000000${n}`,
      status: 'assigned',
      receiverPhone: '01711000222',
      deliveryDistrict: 'rangpur',
      deliveryUpazila: null,
      deliveryAddress: 'Station Road, Rangpur',
      amountToCollect: 267_500,
    },
    { leg: 'pickup', code: null },
  ),
);

describe('a pickup stop shows the shop, not the receiver', () => {
  it('in English: the store’s name and phone, its address with upazila and district, the parcels to collect', async () => {
    await renderPage(<PickupStop items={atShop} shown={atShop} highlighted={null} />, {
      namespaces: ['deliveries', 'parcels', 'tracking', 'riders', 'field'],
    });
    const stop = screen.getByTestId('pickup-stop');
    expect(within(stop).getByTestId('pickup-store').textContent).toBe('Rupa Fashion');
    expect(within(stop).getByTestId('pickup-address').textContent).toBe(
      'House 1, Road 2, Dhanmondi · Dhanmondi, Dhaka',
    );
    expect(within(stop).getByTestId('pickup-count').textContent).toBe('2 parcels to pick up');
    const call = within(stop).getByTestId('pickup-call');
    expect(call.getAttribute('href')).toBe('tel:01811000333');
    expect(call.textContent).toBe('Call the shop');
    expect(within(stop).getByTestId('pickup-directions').getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('House 1, Road 2, Dhanmondi, Dhanmondi, Dhaka, Bangladesh')}`,
    );
    // Nothing of the receiver's: no phone, no amount to collect, nothing "to deliver".
    const text = stop.textContent ?? '';
    expect(text).not.toContain('01711000222');
    expect(text).not.toContain('2,675');
    expect(text).not.toMatch(/collect|deliver/i);
    expect(stop.querySelector('a[href="tel:01711000222"]')).toBeNull();
    // The shop's address once for the stop, not once per parcel.
    expect(text.split('House 1, Road 2, Dhanmondi').length - 1).toBe(1);
    expect(within(stop).getAllByTestId('assigned-parcel')).toHaveLength(2);
  });

  it('in Bangla: the area and the count in Bangla, Bangla digits', async () => {
    await renderPage(<PickupStop items={atShop} shown={atShop} highlighted={null} />, {
      language: 'bn',
      namespaces: ['deliveries', 'parcels', 'tracking', 'riders', 'field'],
    });
    expect(screen.getByTestId('pickup-address').textContent).toBe('House 1, Road 2, Dhanmondi · ধানমন্ডি, ঢাকা');
    expect(screen.getByTestId('pickup-count').textContent).toBe('২টি পার্সেল তুলতে হবে');
    expect(screen.getByTestId('pickup-call').textContent).toBe('দোকানে কল করুন');
  });

  it('groups a run’s pickups by store, and by address when a parcel names no store', () => {
    const other = testRunItem({ _id: 'p3', storeId: 's2' }, { leg: 'pickup' });
    const loose = testRunItem(
      { _id: 'p4', storeId: null, pickupAddress: 'Shop 5, Gulshan' },
      { leg: 'pickup' },
    );
    const groups = pickupStops([atShop[0], other, atShop[1], loose].filter((each) => each !== undefined));
    expect(groups.map((group) => group.map((item) => item.parcelId))).toEqual([['p1', 'p2'], ['p3'], ['p4']]);
  });
});
