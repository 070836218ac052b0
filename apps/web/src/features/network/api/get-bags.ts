import type { BagStatus, BagView } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BagListStatus = Extract<BagStatus, 'open' | 'sealed' | 'arrived'>;

export const getBags = (hubId: string, status: BagListStatus) =>
  api<BagView[]>(`/network/hubs/${encodeURIComponent(hubId)}/bags`, { query: { status } });

export const bagsQuery = (hubId: string, status: BagListStatus) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'bags', status],
    queryFn: () => getBags(hubId, status),
    enabled: Boolean(hubId),
  });

export const useBags = (hubId: string, status: BagListStatus) => useQuery(bagsQuery(hubId, status));
