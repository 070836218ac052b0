import { useSyncExternalStore } from 'react';
import { emptyQueueSnapshot, offlineQueue, type QueueSnapshot } from './queue';

/** What the phone's queue holds now, for a screen to show (a hub scan, the queue bar). */
export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.getSnapshot, () => emptyQueueSnapshot);
}
