import type { UserRecord } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getUserRecord = (email: string) => api<UserRecord>(`/users/${encodeURIComponent(email)}`);

export const saveUserRecord = (email: string) =>
  api<UserRecord>('/users', {
    method: 'POST',
    body: { email, role: 'customer', last_log_in: new Date().toISOString() },
  });

export const userRecordQuery = (email: string | undefined) =>
  queryOptions({
    queryKey: ['users', email],
    queryFn: () => getUserRecord(email ?? ''),
    enabled: Boolean(email),
    staleTime: 60_000,
  });

/** The signed-in user's role, from the server: it decides which links show. */
export function useUserRecord(email: string | undefined) {
  return useQuery(userRecordQuery(email));
}
