/**
 * A small read-through cache whose entries the caller drops as soon as this process hears
 * (LISTEN/NOTIFY) that what they hold changed, so the TTL only bounds staleness if a notification
 * is ever missed. Concurrent misses for one key share a single database read. Public tracking,
 * a sender's list pages and a sender's parcel count use it.
 */
export interface NotifiedCache<V> {
  load(key: string, fetch: () => Promise<V>): Promise<V>;
  /** A fresh entry, without a promise (the hot path answers hits synchronously); undefined on a miss. */
  peek(key: string): { value: V } | undefined;
  invalidate(key: string): void;
  /** Drops everything, including reads in flight (changes may have been missed). */
  clear(): void;
  readonly size: number;
}

interface Flight<V> {
  promise: Promise<V>;
  stale: boolean;
}

export function createNotifiedCache<V>(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): NotifiedCache<V> {
  const { ttlMs, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { value: V; expires: number }>();
  const flights = new Map<string, Flight<V>>();

  function store(key: string, value: V): void {
    entries.delete(key);
    entries.set(key, { value, expires: now() + ttlMs });
    // Map keeps insertion order: the first key is the one written longest ago.
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  function fresh(key: string): { value: V } | undefined {
    const hit = entries.get(key);
    return hit && hit.expires > now() ? hit : undefined;
  }

  return {
    peek: fresh,
    load(key, fetch) {
      if (ttlMs <= 0) return fetch();
      const hit = fresh(key);
      if (hit) return Promise.resolve(hit.value);
      const running = flights.get(key);
      if (running) return running.promise;
      const flight: Flight<V> = {
        stale: false,
        promise: fetch()
          .then((value) => {
            // A change announced while this read ran may not be in it: answer it, but do not keep it.
            if (!flight.stale) store(key, value);
            return value;
          })
          .finally(() => {
            if (flights.get(key) === flight) flights.delete(key);
          }),
      };
      flights.set(key, flight);
      return flight.promise;
    },
    invalidate(key) {
      entries.delete(key);
      const flight = flights.get(key);
      if (flight) {
        flight.stale = true;
        flights.delete(key);
      }
    },
    clear() {
      entries.clear();
      for (const flight of flights.values()) flight.stale = true;
      flights.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
