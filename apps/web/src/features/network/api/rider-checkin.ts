import type { RiderCheckin } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getRiderCheckin = (hubId: string, riderId: string) =>
  api<RiderCheckin>(
    `/network/hubs/${encodeURIComponent(hubId)}/riders/${encodeURIComponent(riderId)}/checkin`,
  );

export const riderCheckinQuery = (hubId: string, riderId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'checkin', riderId],
    queryFn: () => getRiderCheckin(hubId, riderId),
    enabled: Boolean(hubId && riderId),
  });

export const useRiderCheckin = (hubId: string, riderId: string) =>
  useQuery(riderCheckinQuery(hubId, riderId));
