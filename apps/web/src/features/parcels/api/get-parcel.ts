import type { LinkedParcel, Parcel } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** A parcel with the sender's name, as the shipping label prints it. */
export type ParcelDetail = Parcel & { senderName: string | null };

/** One parcel as GET /api/parcels/:id answers it: the label's fields and its linked parcels. */
export type ParcelWithLinks = ParcelDetail & { linkedParcels: LinkedParcel[] };

export const getParcel = (id: string, signal?: AbortSignal) =>
  api<ParcelWithLinks>(`/parcels/${encodeURIComponent(id)}`, { signal });

export const parcelQuery = (id: string) =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'one', id],
    queryFn: ({ signal }) => getParcel(id, signal),
  });

export function useParcel(id: string) {
  return useQuery(parcelQuery(id));
}
