import type { MyHub } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MyHub };

export const getMyHubs = () => api<MyHub[]>('/network/my-hubs');

export const myHubsQuery = () =>
  queryOptions({ queryKey: ['network', 'my-hubs'], queryFn: getMyHubs, staleTime: 5 * 60_000 });

export const useMyHubs = () => useQuery(myHubsQuery());
