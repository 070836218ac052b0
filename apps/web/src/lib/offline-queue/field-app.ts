import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { persistFieldQueries } from './persisted-queries';
import { offlineQueue } from './queue';

/**
 * Starts what a field screen needs (idempotent): the kept answers restored and kept, the service
 * worker (the app opens with no network), and the queue's sender for the signed-in user. Every
 * action that goes through refreshes the parcel lists (a cash handover the cash in hand too).
 */
export function startFieldApp(queryClient: QueryClient, userId: string | null): void {
  void persistFieldQueries(queryClient);
  registerServiceWorker();
  offlineQueue.start({
    userId,
    onSent: (action) => {
      void queryClient.invalidateQueries({ queryKey: ['parcels'] });
      if (action.url.startsWith('/api/ledger/')) void queryClient.invalidateQueries({ queryKey: ['ledger'] });
    },
  });
}

let registered = false;

/** The worker is registered only from field screens, after the page has loaded (never on `/`'s way). */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export function useFieldApp(queryClient: QueryClient, userId: string | null): void {
  useEffect(() => startFieldApp(queryClient, userId), [queryClient, userId]);
}
