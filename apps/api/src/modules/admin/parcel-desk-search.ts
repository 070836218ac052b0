import { type DeskSearchQuery, type DeskSearchResult, deskSearchLimit, readDeskQuery } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { parcelIdsBehindFigure } from '../network/parcel-trail.ts';
import { type DeskCriteria, ownCriteria, searchParcels } from '../parcels/parcel-corrections.ts';
import { findContactUserIds } from '../sms/sms.service.ts';
import { findStoresMatching } from '../stores/stores.service.ts';
import { findUserIdsMatching } from '../users/users.service.ts';

/** Merchants and stores a word may name: enough to find a shop, never a scan of every user. */
const peopleLimit = 20;

/**
 * Head office's search. A tracking ID (with or without `DSH-`) finds one parcel; a phone number (Latin
 * or Bangla digits, +88 or not) finds the parcels of that receiver and of the merchant, store or sender
 * with that number; anything else is an order ID or part of a merchant's or store's name. A board
 * figure (with its hub, or none for the whole network) lists the parcels behind that number.
 */
export async function searchDesk(
  db: Db,
  query: DeskSearchQuery,
  stuckHours: number,
): Promise<DeskSearchResult> {
  let criteria: DeskCriteria;
  let readAs: DeskSearchResult['readAs'];
  if (query.figure) {
    readAs = 'figure';
    const ids = await parcelIdsBehindFigure(
      db,
      query.figure,
      query.hubId ?? null,
      stuckHours,
      deskSearchLimit + 1,
    );
    criteria = { parcelIds: ids };
  } else {
    const typed = readDeskQuery(query.q ?? '');
    readAs = typed.kind;
    criteria = ownCriteria(typed);
    if (typed.kind !== 'tracking') {
      const match = typed.kind === 'phone' ? { phone: typed.phone } : { text: typed.text };
      const [senders, contacts, stores] = await Promise.all([
        findUserIdsMatching(db, match, peopleLimit),
        typed.kind === 'phone' ? findContactUserIds(db, typed.phone, peopleLimit) : Promise.resolve([]),
        findStoresMatching(db, match, peopleLimit),
      ]);
      // A phone names a store's owner too (the merchant's parcels from any of their stores); a word names the store.
      criteria.senderIds = [
        ...senders,
        ...contacts,
        ...(typed.kind === 'phone' ? stores.map((s) => s.ownerId) : []),
      ];
      criteria.storeIds = stores.map((store) => store.id);
    }
  }
  const rows = await searchParcels(db, criteria, deskSearchLimit + 1);
  return {
    readAs,
    more: rows.length > deskSearchLimit,
    parcels: rows
      .slice(0, deskSearchLimit)
      .map((row) => ({ ...row, bookingTime: row.bookingTime.toISOString() })),
  };
}
