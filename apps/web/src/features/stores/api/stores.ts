import type { Store, StoreInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordMutations } from '../../../lib/record-mutations';

export const storesQueryKey = ['stores'] as const;

export const getStores = (signal?: AbortSignal) => api<Store[]>('/stores', { signal });

export const storesQuery = () =>
  queryOptions({ queryKey: storesQueryKey, queryFn: ({ signal }) => getStores(signal), staleTime: 30_000 });

export function useStores() {
  return useQuery(storesQuery());
}

/** Create, change and delete; each refreshes the list. */
export const useStoreMutations = () =>
  useRecordMutations<Store, StoreInput, Partial<StoreInput>>('/stores', storesQueryKey);
