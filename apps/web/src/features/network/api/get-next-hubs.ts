import type { HubRef } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getNextHubs = (hubId: string) =>
  api<HubRef[]>(`/network/hubs/${encodeURIComponent(hubId)}/next-hubs`);

export const nextHubsQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'next-hubs'],
    queryFn: () => getNextHubs(hubId),
    enabled: Boolean(hubId),
    staleTime: 5 * 60_000,
  });

export const useNextHubs = (hubId: string) => useQuery(nextHubsQuery(hubId));
