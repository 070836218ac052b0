import type { Db } from '../../db/client.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import { countParcelsBySenderEmail } from './parcels.repository.ts';

/** The capped parcel count behind a sender's list (X-Total-Count). */
export type SenderCount = (db: Db, senderEmail: string, cap: number) => Promise<number>;

export interface SenderCounts {
  count: SenderCount;
  /** A booking committed through this process: forget counts now, before the notification comes back. */
  booked(): void;
}

/**
 * The list's capped count reads up to 10 k index entries per request (a few ms of database time),
 * while the page itself reads 20. A count changes only when a parcel is booked, so each process keeps
 * counts for `ttlMs` and drops them all the moment it hears of a booking (a change with no previous
 * status) or may have missed one (LISTEN reconnected). Counts read while a booking committed are
 * answered but not kept.
 */
export function cachedSenderCounts(hub: RealtimeHub, ttlMs: number): SenderCounts {
  if (ttlMs <= 0) return { count: countParcelsBySenderEmail, booked: () => {} };
  const cache = createNotifiedCache<number>({ ttlMs });
  hub.onAnyChange((change) => {
    if (change.fromStatus === null) cache.clear();
  });
  hub.onMissedChanges(() => cache.clear());
  return {
    count: (db, senderEmail, cap) =>
      cache.load(`${cap}:${senderEmail}`, () => countParcelsBySenderEmail(db, senderEmail, cap)),
    booked: () => cache.clear(),
  };
}
