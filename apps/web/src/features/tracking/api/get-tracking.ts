import type { PublicTracking } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getTracking = (trackingId: string) =>
  api<PublicTracking>(`/track/${encodeURIComponent(trackingId)}`);

export const trackingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['tracking', trackingId],
    queryFn: () => getTracking(trackingId),
    // The live stream keeps it current; refetching on top of it would only repeat the snapshot.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTracking(trackingId: string) {
  return useQuery(trackingQuery(trackingId));
}
