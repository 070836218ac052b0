import type { PublicTracking, TrackingStatusMessage } from '@desh/shared';
import { streamEvents } from '@desh/shared';
import { useQueryClient } from '@tanstack/react-query';
import { trackingQuery } from '../api/get-tracking';
import { mergeStatus } from '../merge-status';
import { type StreamState, useEventSource } from './use-event-source';

/**
 * Live updates for one tracking page, written straight into the tracking query's cache. The first
 * message after every (re)connect is a full snapshot, so whatever was missed while offline is resynced.
 */
export function useTrackingStream(trackingId: string, enabled: boolean): StreamState {
  const queryClient = useQueryClient();
  const { queryKey } = trackingQuery(trackingId);
  return useEventSource(enabled ? `/api/track/${encodeURIComponent(trackingId)}/events` : undefined, {
    [streamEvents.snapshot]: (snapshot) => queryClient.setQueryData(queryKey, snapshot as PublicTracking),
    [streamEvents.status]: (message) =>
      queryClient.setQueryData(queryKey, (current) =>
        current ? mergeStatus(current, message as TrackingStatusMessage) : current,
      ),
  });
}
