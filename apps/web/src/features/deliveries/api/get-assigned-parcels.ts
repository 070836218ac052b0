import type { Parcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under ['parcels'] so the live parcel stream refreshes it when a parcel is assigned or moves.
export const assignedParcelsQueryKey = ['parcels', 'assigned'] as const;

export const getAssignedParcels = () => api<Parcel[]>('/parcels/assigned');

export const assignedParcelsQuery = () =>
  queryOptions({ queryKey: assignedParcelsQueryKey, queryFn: getAssignedParcels, staleTime: 0 });

export function useAssignedParcels() {
  return useQuery(assignedParcelsQuery());
}
