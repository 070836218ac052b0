import type { Parcel, RiderDelivery } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RunItem = RiderDelivery & { parcel: Parcel };

// Under ['parcels'] so the live parcel stream refreshes it when a parcel is assigned or moves.
export const deliveryRunQueryKey = ['parcels', 'run'] as const;

export const getDeliveryRun = () => api<RunItem[]>('/deliveries/run');

export const deliveryRunQuery = () =>
  queryOptions({ queryKey: deliveryRunQueryKey, queryFn: getDeliveryRun, staleTime: 0 });

export function useDeliveryRun() {
  return useQuery(deliveryRunQuery());
}
