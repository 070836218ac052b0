import type { Parcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pendingParcelsQueryKey = ['parcels', 'pending'] as const;

export const getPendingParcels = () => api<Parcel[]>('/parcels/pending');

export const pendingParcelsQuery = () =>
  queryOptions({ queryKey: pendingParcelsQueryKey, queryFn: getPendingParcels, staleTime: 0 });

export function usePendingParcels() {
  return useQuery(pendingParcelsQuery());
}
