import type { NetworkExceptionView } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ExceptionStatus = NetworkExceptionView['status'];

export const networkExceptionsQuery = (status: ExceptionStatus) =>
  queryOptions({
    queryKey: ['network', 'exceptions', status],
    queryFn: () => api<NetworkExceptionView[]>('/network/exceptions', { query: { status } }),
    staleTime: 0,
  });

export const useNetworkExceptions = (status: ExceptionStatus) => useQuery(networkExceptionsQuery(status));

export const resolveNetworkException = ({ id, note }: { id: string; note: string }) =>
  api<NetworkExceptionView>(`/network/exceptions/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { note },
  });

/** Resolving moves the exception from one tab to the other and lowers the board's open count. */
export function useResolveNetworkException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveNetworkException,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network'] }),
  });
}
