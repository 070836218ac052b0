import type { Store, StoreInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const storesQueryKey = ['stores'] as const;

export const getStores = (signal?: AbortSignal) => api<Store[]>('/stores', { signal });

export const storesQuery = () =>
  queryOptions({ queryKey: storesQueryKey, queryFn: ({ signal }) => getStores(signal), staleTime: 30_000 });

export function useStores() {
  return useQuery(storesQuery());
}

/** Create, change and delete; each refreshes the list. */
export function useStoreMutations() {
  const create = useRefreshingMutation(
    (input: StoreInput) => api<Store>('/stores', { method: 'POST', body: input }),
    storesQueryKey,
  );
  const update = useRefreshingMutation(
    ({ id, input }: { id: string; input: Partial<StoreInput> }) =>
      api<Store>(`/stores/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    storesQueryKey,
  );
  const remove = useRefreshingMutation(
    (id: string) => api<void>(`/stores/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    storesQueryKey,
  );
  return { create, update, remove };
}
