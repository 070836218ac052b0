import type { NetworkBoard } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the board asks again while it is open: hubs scan all day. */
export const boardRefreshMs = 30_000;

export const networkBoardQueryKey = ['network', 'board'] as const;

export const getNetworkBoard = () => api<NetworkBoard>('/network/board');

export const networkBoardQuery = () =>
  queryOptions({
    queryKey: networkBoardQueryKey,
    queryFn: getNetworkBoard,
    staleTime: 0,
    refetchInterval: boardRefreshMs,
  });

export const useNetworkBoard = () => useQuery(networkBoardQuery());
