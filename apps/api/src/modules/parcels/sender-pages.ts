import type { Database } from '../../db/client.ts';
import { createNotifiedCache } from '../../lib/notified-cache.ts';
import type { ParcelPage } from './parcels.service.ts';

/** NOTIFY channel a trigger on `parcels` (migration 0007) sends the sender's email on, for every write. */
export const parcelSenderChannel = 'parcel_senders';

export interface SenderPages {
  /** The page from this process's memory when it is fresh, else read through `fetch` (and kept). */
  load(
    senderEmail: string,
    page: number,
    limit: number,
    fetch: () => Promise<ParcelPage>,
  ): Promise<ParcelPage>;
  /** A write committed through this process: forget the sender's pages now, before the notification. */
  forget(senderEmail: string): void;
  close(): Promise<void>;
}

/**
 * A sender's list pages, kept per process for at most `ttlMs`. Merchants' dashboards and their own
 * systems poll their first pages; reading, mapping and serializing 20 parcels again each time was most
 * of the list's cost (bench/RESULTS-archive.md). Every insert, update or delete of a parcel notifies its
 * sender's email on commit (a trigger, so no write path can forget it); each process then drops that
 * sender's pages, and all pages when the notification connection was lost. A page read while a
 * change committed is answered but not kept. The answer is the same object on every hit, so the
 * route's memoizing serializer writes its JSON once.
 */
export async function cachedSenderPages(
  database: Database,
  ttlMs: number,
  // A page of 20 parcels is about 30 KB kept (objects and their JSON): 1,000 pages bound it near 30 MB.
  maxPages = 1_000,
): Promise<SenderPages> {
  const pages = createNotifiedCache<ParcelPage>({ ttlMs, maxEntries: maxPages });
  // Which cache keys belong to a sender, so one notification drops all of that sender's pages.
  const keysBySender = new Map<string, Set<string>>();

  const forget = (senderEmail: string) => {
    const keys = keysBySender.get(senderEmail);
    if (!keys) return;
    keysBySender.delete(senderEmail);
    for (const key of keys) pages.invalidate(key);
  };
  const clear = () => {
    keysBySender.clear();
    pages.clear();
  };

  const unlisten =
    ttlMs > 0 ? await database.listen(parcelSenderChannel, (email) => forget(email)) : undefined;
  const offReconnect = database.onReconnect(clear);

  return {
    load(senderEmail, page, limit, fetch) {
      if (ttlMs <= 0) return fetch();
      const key = `${page}:${limit}:${senderEmail}`;
      let keys = keysBySender.get(senderEmail);
      if (!keys) {
        // The index only grows with senders seen; past the page cap it starts again from empty.
        if (keysBySender.size >= maxPages) clear();
        keys = new Set();
        keysBySender.set(senderEmail, keys);
      }
      keys.add(key);
      return pages.load(key, fetch);
    },
    forget,
    async close() {
      offReconnect();
      await unlisten?.();
    },
  };
}
