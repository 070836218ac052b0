import type { PickupProgress } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** Today's pickups per store; under the parcels key, so the live stream's refresh renews it too. */
export const pickupProgressQuery = () =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'pickup-progress'],
    queryFn: ({ signal }) => api<PickupProgress[]>('/parcels/pickup-progress', { signal }),
    refetchInterval: 60_000,
  });

export function usePickupProgress() {
  return useQuery(pickupProgressQuery());
}
