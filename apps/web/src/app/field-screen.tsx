import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueueBar } from '../components/field/queue-bar';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useFieldApp } from '../lib/offline-queue/field-app';
import { persistFieldQueries } from '../lib/offline-queue/persisted-queries';
import { queryClient as appQueryClient } from '../lib/query-client';

// Opened with no network, a field screen needs the kept answers (who is signed in, their role, the
// screen's lists) before the sign-in guard can let it in: restored as soon as this code arrives,
// which is with the screen's own code (every field route imports this module). Not on the server,
// which draws a field screen's first screen too (app/draw-first-screen.tsx): Node has no IndexedDB,
// and the visitor's answers are the ones the API fetched, never a phone's.
if (typeof window !== 'undefined') void persistFieldQueries(appQueryClient);
// TanStack Query takes the browser for online until told otherwise: a field screen opened with no
// network would try every list, fail, and hide what the phone kept behind an error. Told the truth,
// the lists wait (paused, with the kept data) until the network is back.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * A field screen (the rider's run and cash, the hub screens): it opens with no network from what the
 * phone kept, its actions wait on the phone until they are sent, and the queue bar above it says
 * what the phone still holds.
 */
export function FieldScreen({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useFieldApp(queryClient, user?.uid ?? null);
  return (
    <div className="space-y-4">
      <QueueBar />
      {children}
    </div>
  );
}
