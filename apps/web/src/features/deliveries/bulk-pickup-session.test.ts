import { describe, expect, it } from 'vitest';
import { judgeScan, shopKeyOf } from './bulk-pickup-session';
import { testRunItem } from './test/run-item';

const atShop = (n: number, status: 'assigned' | 'picked_up' = 'assigned') =>
  testRunItem({ _id: `p${n}`, trackingId: `DSH-176500000000${n}`, status }, { leg: 'pickup', code: null });
const elsewhere = testRunItem(
  { _id: 'p9', trackingId: 'DSH-1765000000009', status: 'assigned', storeId: 's2' },
  { leg: 'pickup', code: null, store: { name: 'Nabil Electronics', phone: '01911000444' } },
);
const run = [atShop(1), atShop(2), atShop(3, 'picked_up'), elsewhere];
const shop = shopKeyOf(run[0] as (typeof run)[number]);

describe('a label scanned during a bulk pickup (issue 62 item 6)', () => {
  it('adds a parcel of this shop still to pick up, once', () => {
    expect(judgeScan('DSH-1765000000001', shop, run, new Set())).toMatchObject({ kind: 'added' });
    expect(judgeScan('DSH-1765000000001', shop, run, new Set(['p1']))).toMatchObject({ kind: 'again' });
  });

  it('refuses another shop’s label, naming the shop, one already picked up, and one not in the run', () => {
    expect(judgeScan('DSH-1765000000009', shop, run, new Set())).toEqual({
      kind: 'otherShop',
      trackingId: 'DSH-1765000000009',
      shop: 'Nabil Electronics',
    });
    expect(judgeScan('DSH-1765000000003', shop, run, new Set())).toEqual({
      kind: 'alreadyPickedUp',
      trackingId: 'DSH-1765000000003',
    });
    expect(judgeScan('DSH-1765999999999', shop, run, new Set())).toEqual({
      kind: 'notYours',
      trackingId: 'DSH-1765999999999',
    });
  });

  it('groups parcels that name no store by their pickup address', () => {
    const loose = testRunItem({ storeId: null, pickupAddress: 'Shop 5, Gulshan' });
    expect(shopKeyOf(loose)).toBe('address:Shop 5, Gulshan');
  });
});
