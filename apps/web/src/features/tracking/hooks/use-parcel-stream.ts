import { type ParcelStreamChange, streamEvents } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';
import { type StreamState, useEventSource } from './use-event-source';

/**
 * Keeps the signed-in user's parcel lists live: every change to a parcel they sent (or, for a
 * rider, one assigned to them) invalidates the queries whose key starts with `['parcels']`.
 * Call it from My Parcels and the rider's list; `onChange` is optional (e.g. for a toast).
 */
export function useParcelStream(onChange?: (change: ParcelStreamChange) => void): StreamState {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['parcels'] });

  return useEventSource(user ? '/api/parcels/stream' : undefined, {
    [streamEvents.ready]: () => {
      // The first connection comes with freshly loaded lists; after a reconnect something may have been missed.
      if (connectedBefore.current) refresh();
      connectedBefore.current = true;
    },
    [streamEvents.change]: (change) => {
      refresh();
      onChange?.(change as ParcelStreamChange);
    },
  });
}
