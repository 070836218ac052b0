import type { Store, StoreInput } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const storesQueryKey = ['stores'] as const;

export const getStores = (signal?: AbortSignal) => api<Store[]>('/stores', { signal });

export const storesQuery = () =>
  queryOptions({ queryKey: storesQueryKey, queryFn: ({ signal }) => getStores(signal), staleTime: 30_000 });

export function useStores() {
  return useQuery(storesQuery());
}

/** Create, change and delete; each refreshes the list. */
export function useStoreMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: storesQueryKey });
  const create = useMutation({
    mutationFn: (input: StoreInput) => api<Store>('/stores', { method: 'POST', body: input }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<StoreInput> }) =>
      api<Store>(`/stores/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<void>(`/stores/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
  return { create, update, remove };
}
