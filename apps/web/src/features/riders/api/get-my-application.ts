import type { Rider } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

export const myApplicationQueryKey = ['riders', 'me'] as const;

/** The caller's latest application, or null when they have never applied. */
export async function getMyApplication(): Promise<Rider | null> {
  try {
    return await api<Rider>('/riders/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myApplicationQuery = () =>
  queryOptions({ queryKey: myApplicationQueryKey, queryFn: getMyApplication, staleTime: 0 });

export function useMyApplication() {
  return useQuery(myApplicationQuery());
}
