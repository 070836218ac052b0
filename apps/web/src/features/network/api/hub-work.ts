import type { assignRunResultSchema, HubParcel, HubWork } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type { HubParcel, HubWork };

export const getHubWork = (hubId: string) => api<HubWork>(`/network/hubs/${encodeURIComponent(hubId)}/work`);

export const hubWorkQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'work'],
    queryFn: () => getHubWork(hubId),
    enabled: Boolean(hubId),
  });

export const useHubWork = (hubId: string) => useQuery(hubWorkQuery(hubId));

export const assignRun = ({ hubId, ...body }: { hubId: string; riderId: string; parcelIds: string[] }) =>
  api<z.infer<typeof assignRunResultSchema>>(`/network/hubs/${encodeURIComponent(hubId)}/assign`, {
    method: 'POST',
    body,
  });

/** Assigning also changes the parcels' own lists (the rider's run, My Parcels). */
export function useAssignRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRun,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['network'] }),
        queryClient.invalidateQueries({ queryKey: ['parcels'] }),
      ]);
    },
  });
}
