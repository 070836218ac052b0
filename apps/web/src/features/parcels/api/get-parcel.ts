import type { Parcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** One parcel as GET /api/parcels/:id answers it: with the sender's name, for the label. */
export type ParcelDetail = Parcel & { senderName: string | null };

export const getParcel = (id: string, signal?: AbortSignal) =>
  api<ParcelDetail>(`/parcels/${encodeURIComponent(id)}`, { signal });

export const parcelQuery = (id: string) =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'one', id],
    queryFn: ({ signal }) => getParcel(id, signal),
  });

export function useParcel(id: string) {
  return useQuery(parcelQuery(id));
}
