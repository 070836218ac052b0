import type { Lane } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const lanesKey = ['hubs', 'lanes'] as const;

export const getLanes = (signal?: AbortSignal) => api<Lane[]>('/hubs/lanes', { signal });

export const lanesQuery = () =>
  queryOptions({ queryKey: lanesKey, queryFn: ({ signal }) => getLanes(signal) });

export function useLanes() {
  return useQuery(lanesQuery());
}

export function useLaneMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: lanesKey });
  const add = useMutation({
    mutationFn: (lane: Lane) => api<Lane>('/hubs/lanes', { method: 'POST', body: lane }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: ({ hubA, hubB }: Lane) =>
      api<void>(`/hubs/lanes/${encodeURIComponent(hubA)}/${encodeURIComponent(hubB)}`, { method: 'DELETE' }),
    onSuccess,
  });
  return { add, remove };
}
