import type { HubRidersDay } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getRidersToday = (hubId: string) =>
  api<HubRidersDay>(`/network/hubs/${encodeURIComponent(hubId)}/riders-today`);

export const ridersTodayQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'riders-today'],
    queryFn: () => getRidersToday(hubId),
    enabled: Boolean(hubId),
  });

export const useRidersToday = (hubId: string) => useQuery(ridersTodayQuery(hubId));
