import type { ReceiverLookupEntry } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getReceiverLookups = (phone: string) =>
  api<ReceiverLookupEntry[]>(`/admin/receiver-records/lookups?phone=${encodeURIComponent(phone)}`);

export const receiverLookupsQuery = (phone: string) =>
  queryOptions({
    queryKey: ['receiver-records', 'lookups', phone],
    queryFn: () => getReceiverLookups(phone),
  });

/** Who looked a number up (admins only); nothing is asked until a number is given. */
export function useReceiverLookups(phone: string | null) {
  return useQuery({ ...receiverLookupsQuery(phone ?? ''), enabled: phone !== null });
}
