import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueueBar } from '../components/field/queue-bar';
import { useAuth } from '../features/auth/hooks/use-auth';
import { useFieldApp } from '../lib/offline-queue/field-app';

/**
 * A field screen (the rider's run, the hub screens): its actions wait on the phone until they are
 * sent, and the queue bar above it says what the phone still holds.
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
