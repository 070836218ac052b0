import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { type ParcelChange, parcelChannel, parcelPlaceChannel } from '../lib/parcel-changes.ts';

export type ChangeHandler = (change: ParcelChange) => void;

/** Who a signed-in stream listens for: parcels they sent, and parcels assigned to their rider record(s). */
export interface ParcelAudience {
  senderId: string;
  riderIds: readonly string[];
}

/**
 * The per-process fan-out of committed parcel changes. Every process holds one LISTEN on the
 * parcel channel, so a change committed through any process reaches the viewers of every process.
 */
export interface RealtimeHub {
  subscribeTracking(trackingId: string, handler: ChangeHandler): () => void;
  subscribeAudience(audience: ParcelAudience, handler: ChangeHandler): () => void;
  /** Every change, whoever it concerns (caches use it to drop what a change made stale). */
  onAnyChange(handler: ChangeHandler): () => void;
  /** A parcel's place changed and its status did not (a hub's scan, a trip): its tracking ID. */
  onPlaceChange(handler: (trackingId: string) => void): () => void;
  /** Viewers and streams currently subscribed (tests use it to prove closed streams leave nothing behind). */
  subscriberCount(): number;
  /**
   * Ends open streams: before the app closes (so the server can shut down), and when changes may have
   * been missed (the browser's EventSource reconnects and gets a fresh snapshot).
   */
  onClose(listener: () => void): () => void;
  /** Runs when changes may have been missed (the LISTEN connection dropped and came back). */
  onMissedChanges(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

type Index = Map<string, Set<ChangeHandler>>;

function add(index: Index, key: string, handler: ChangeHandler): () => void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(handler);
  return () => {
    const current = index.get(key);
    if (!current) return;
    current.delete(handler);
    if (current.size === 0) index.delete(key);
  };
}

function parseChange(payload: string): ParcelChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ParcelChange>;
    if (typeof value.trackingId !== 'string' || typeof value.toStatus !== 'string') return undefined;
    return value as ParcelChange;
  } catch {
    return undefined;
  }
}

export function createRealtimeHub(log: Pick<FastifyInstance['log'], 'error' | 'warn'>) {
  const byTracking: Index = new Map();
  const bySender: Index = new Map();
  const byRider: Index = new Map();
  const everyChange = new Set<ChangeHandler>();
  const placeChanges = new Set<(trackingId: string) => void>();
  const closeListeners = new Set<() => void>();
  const missedListeners = new Set<() => void>();

  const count = (index: Index) => [...index.values()].reduce((total, set) => total + set.size, 0);

  function dispatch(payload: string): void {
    const change = parseChange(payload);
    if (!change) {
      log.warn({ payload }, 'ignored a malformed parcel notification');
      return;
    }
    // A Set: a user who is both sender and rider of one parcel hears about it once.
    const handlers = new Set<ChangeHandler>(everyChange);
    for (const handler of byTracking.get(change.trackingId) ?? []) handlers.add(handler);
    for (const handler of bySender.get(change.senderId) ?? []) handlers.add(handler);
    if (change.riderId) for (const handler of byRider.get(change.riderId) ?? []) handlers.add(handler);
    for (const handler of handlers) {
      try {
        handler(change);
      } catch (error) {
        log.error({ err: error }, 'a parcel change subscriber failed');
      }
    }
  }

  function dispatchPlaces(payload: string): void {
    for (const trackingId of payload.split(',')) {
      if (!trackingId) continue;
      for (const handler of placeChanges) {
        try {
          handler(trackingId);
        } catch (error) {
          log.error({ err: error }, 'a parcel place subscriber failed');
        }
      }
    }
  }

  const hub: RealtimeHub = {
    subscribeTracking: (trackingId, handler) => add(byTracking, trackingId, handler),
    subscribeAudience({ senderId, riderIds }, handler) {
      const removers = [add(bySender, senderId, handler), ...riderIds.map((id) => add(byRider, id, handler))];
      return () => {
        for (const remove of removers) remove();
      };
    },
    onAnyChange(handler) {
      everyChange.add(handler);
      return () => everyChange.delete(handler);
    },
    onPlaceChange(handler) {
      placeChanges.add(handler);
      return () => placeChanges.delete(handler);
    },
    subscriberCount: () => count(byTracking) + count(bySender) + count(byRider),
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    onMissedChanges(listener) {
      missedListeners.add(listener);
      return () => missedListeners.delete(listener);
    },
  };

  function resync(): void {
    log.warn('parcel notifications may have been missed: dropping caches and ending open streams');
    for (const listener of [...missedListeners]) listener();
    for (const listener of [...closeListeners]) listener();
  }

  function closeAll(): void {
    for (const listener of [...closeListeners]) listener();
    closeListeners.clear();
  }

  return { hub, dispatch, dispatchPlaces, closeAll, resync };
}

/** Opens this process's one LISTEN and decorates `app.realtime`; it is released when the app closes. */
export async function registerRealtime(app: FastifyInstance, database: Database): Promise<RealtimeHub> {
  const { hub, dispatch, dispatchPlaces, closeAll, resync } = createRealtimeHub(app.log);
  const unlisten = await database.listen(parcelChannel, dispatch);
  const unlistenPlaces = await database.listen(parcelPlaceChannel, dispatchPlaces);
  const stopResync = database.onReconnect(resync);
  app.decorate('realtime', hub);
  // preClose, not onClose: open event streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => {
    closeAll();
  });
  app.addHook('onClose', async () => {
    stopResync();
    await unlisten();
    await unlistenPlaces();
  });
  return hub;
}
