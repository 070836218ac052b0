import type { CreateHubInput, Hub, UpdateHubInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const hubsQueryKey = ['hubs'] as const;

export const getHubs = (signal?: AbortSignal) => api<Hub[]>('/hubs', { signal });

export const hubsQuery = () =>
  queryOptions({ queryKey: hubsQueryKey, queryFn: ({ signal }) => getHubs(signal), staleTime: 15_000 });

export function useHubs() {
  return useQuery(hubsQuery());
}

/** Open a hub, or change one; both refresh every hub list (counts included). */
export function useHubMutations() {
  const create = useRefreshingMutation(
    (input: CreateHubInput) => api<Hub>('/hubs', { method: 'POST', body: input }),
    hubsQueryKey,
  );
  const update = useRefreshingMutation(
    ({ id, input }: { id: string; input: UpdateHubInput }) =>
      api<Hub>(`/hubs/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    hubsQueryKey,
  );
  return { create, update };
}
