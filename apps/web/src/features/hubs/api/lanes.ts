import type { Lane } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

const lanesKey = ['hubs', 'lanes'] as const;

export const getLanes = (signal?: AbortSignal) => api<Lane[]>('/hubs/lanes', { signal });

export const lanesQuery = () =>
  queryOptions({ queryKey: lanesKey, queryFn: ({ signal }) => getLanes(signal) });

export function useLanes() {
  return useQuery(lanesQuery());
}

export function useLaneMutations() {
  const add = useRefreshingMutation(
    (lane: Lane) => api<Lane>('/hubs/lanes', { method: 'POST', body: lane }),
    lanesKey,
  );
  const remove = useRefreshingMutation(
    ({ hubA, hubB }: Lane) =>
      api<void>(`/hubs/lanes/${encodeURIComponent(hubA)}/${encodeURIComponent(hubB)}`, { method: 'DELETE' }),
    lanesKey,
  );
  return { add, remove };
}
