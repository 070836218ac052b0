import type { HubRider } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getHubRiders = (hubId: string, signal?: AbortSignal) =>
  api<HubRider[]>(`/hubs/${encodeURIComponent(hubId)}/riders`, { signal });

export const hubRidersQuery = (hubId: string) =>
  queryOptions({ queryKey: ['hubs', 'riders', hubId], queryFn: ({ signal }) => getHubRiders(hubId, signal) });

export function useHubRiders(hubId: string) {
  return useQuery(hubRidersQuery(hubId));
}

/** Sets the hub a rider works from; every hub's rider list and count may change. */
export function useAssignRiderHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, hubId }: { riderId: string; hubId: string }) =>
      api<HubRider[]>(`/hubs/riders/${encodeURIComponent(riderId)}`, { method: 'PUT', body: { hubId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hubs'] }),
  });
}
