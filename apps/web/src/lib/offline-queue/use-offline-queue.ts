import { useSyncExternalStore } from 'react';
import { offlineQueue, type QueueSnapshot } from './queue';

/** What the phone's queue holds now, for a screen to show (a hub scan, the queue bar). */
const offlineSnapshot: QueueSnapshot = {
  waiting: [],
  refused: [],
  lastSentAt: null,
  online: true,
  retryAt: null,
  stoppedBy: null,
};

export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.getSnapshot, () => offlineSnapshot);
}
