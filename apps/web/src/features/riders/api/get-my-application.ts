import type { Rider } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myApplicationQueryKey = ['riders', 'me'] as const;

/** The caller's latest application, or null when they have never applied. */
export const getMyApplication = () => api<Rider | null>('/riders/me');

export const myApplicationQuery = () =>
  queryOptions({ queryKey: myApplicationQueryKey, queryFn: getMyApplication, staleTime: 0 });

export function useMyApplication() {
  return useQuery(myApplicationQuery());
}
