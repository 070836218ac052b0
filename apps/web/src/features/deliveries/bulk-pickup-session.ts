import type { RunItem } from './api/get-delivery-run';

/** What one label scanned at a shop does to the session (issue 62 item 6). */
export type ScanVerdict =
  | { kind: 'added'; item: RunItem }
  | { kind: 'again'; item: RunItem }
  | { kind: 'otherShop'; trackingId: string; shop: string }
  | { kind: 'alreadyPickedUp'; trackingId: string }
  | { kind: 'notYours'; trackingId: string };

/** The key a pickup stop is grouped by: its store, or its address when the parcel names none. */
export const shopKeyOf = (item: RunItem) => item.parcel.storeId ?? `address:${item.parcel.pickupAddress}`;

/**
 * A scanned label against the shop being collected: one of its parcels still to pick up is added
 * (or was already); a label of another shop of the run, one already picked up, or one not in the
 * rider's run at all is refused on the spot. `run` is every open parcel of the rider's run.
 */
export function judgeScan(
  trackingId: string,
  shopKey: string,
  run: readonly RunItem[],
  scanned: ReadonlySet<string>,
): ScanVerdict {
  const item = run.find((each) => each.parcel.trackingId === trackingId);
  if (!item) return { kind: 'notYours', trackingId };
  if (shopKeyOf(item) !== shopKey) {
    return { kind: 'otherShop', trackingId, shop: item.store?.name ?? item.parcel.pickupAddress };
  }
  if (item.parcel.status !== 'assigned') return { kind: 'alreadyPickedUp', trackingId };
  return scanned.has(item.parcelId) ? { kind: 'again', item } : { kind: 'added', item };
}
