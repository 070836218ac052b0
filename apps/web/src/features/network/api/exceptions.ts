import type { NetworkExceptionView } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useNetworkMutation } from './use-network-mutation';

export const getHubExceptions = (hubId: string) =>
  api<NetworkExceptionView[]>(`/network/hubs/${encodeURIComponent(hubId)}/exceptions`);

export const hubExceptionsQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'exceptions'],
    queryFn: () => getHubExceptions(hubId),
    enabled: Boolean(hubId),
  });

export const useHubExceptions = (hubId: string) => useQuery(hubExceptionsQuery(hubId));

export const reportDamage = ({
  hubId,
  ...body
}: {
  hubId: string;
  code: string;
  note: string;
  photoId?: string;
}) =>
  api<NetworkExceptionView>(`/network/hubs/${encodeURIComponent(hubId)}/damage`, { method: 'POST', body });

export const useReportDamage = () => useNetworkMutation(reportDamage);
