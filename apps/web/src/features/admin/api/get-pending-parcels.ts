import type { Parcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse, headerNumber } from '../../../lib/api-client';

export const pendingParcelsQueryKey = ['parcels', 'pending'] as const;

export interface PendingParcels {
  /** The oldest pending parcels, as many as the server lists at once. */
  parcels: Parcel[];
  /** Every pending parcel, those not listed included. */
  total: number;
}

export async function getPendingParcels(): Promise<PendingParcels> {
  const response = await apiResponse('/parcels/pending');
  const parcels = (await response.json()) as Parcel[];
  return { parcels, total: headerNumber(response, 'X-Total-Count', parcels.length) };
}

export const pendingParcelsQuery = () =>
  queryOptions({ queryKey: pendingParcelsQueryKey, queryFn: getPendingParcels, staleTime: 0 });

export function usePendingParcels() {
  return useQuery(pendingParcelsQuery());
}
