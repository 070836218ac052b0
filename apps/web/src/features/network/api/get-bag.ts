import type { BagDetail } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getBag = (bagId: string) => api<BagDetail>(`/network/bags/${encodeURIComponent(bagId)}`);

export const bagQuery = (bagId: string) =>
  queryOptions({
    queryKey: ['network', 'bag', bagId],
    queryFn: () => getBag(bagId),
    enabled: Boolean(bagId),
  });

export const useBag = (bagId: string) => useQuery(bagQuery(bagId));
