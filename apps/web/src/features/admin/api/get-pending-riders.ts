import type { Rider } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pendingRidersQueryKey = ['riders', 'pending'] as const;

export const getPendingRiders = () => api<Rider[]>('/riders', { query: { status: 'pending' } });

export const pendingRidersQuery = () =>
  queryOptions({ queryKey: pendingRidersQueryKey, queryFn: getPendingRiders, staleTime: 0 });

export function usePendingRiders() {
  return useQuery(pendingRidersQuery());
}
