import type { CreateHubInput, Hub, UpdateHubInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordMutations } from '../../../lib/record-mutations';

export const hubsQueryKey = ['hubs'] as const;

export const getHubs = (signal?: AbortSignal) => api<Hub[]>('/hubs', { signal });

export const hubsQuery = () =>
  queryOptions({ queryKey: hubsQueryKey, queryFn: ({ signal }) => getHubs(signal), staleTime: 15_000 });

export function useHubs() {
  return useQuery(hubsQuery());
}

/** Open a hub, or change one; both refresh every hub list (counts included). */
export function useHubMutations() {
  const { create, update } = useRecordMutations<Hub, CreateHubInput, UpdateHubInput>('/hubs', hubsQueryKey);
  return { create, update };
}
