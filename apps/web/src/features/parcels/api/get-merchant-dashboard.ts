import type { MerchantDashboard } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** The shop's day; under the parcels key, so the live stream's refresh renews it with the list. */
export const merchantDashboardQuery = () =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'dashboard'],
    queryFn: ({ signal }) => api<MerchantDashboard>('/parcels/dashboard', { signal }),
    refetchInterval: 60_000,
  });

export const useMerchantDashboard = () => useQuery(merchantDashboardQuery());
