import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/**
 * What a printed label carries beyond the parcel (GET /api/parcels/:id/label): the barcode's text with
 * the label's check code, the store as sender, the destination hub whose sort code hubs read.
 */
export interface ParcelLabelFacts {
  barcode: string;
  checkCode: string;
  sender: { name: string; phone: string | null };
  destinationHub: { code: string; name: string; nameBn: string } | null;
}

export const parcelLabelQuery = (id: string) =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'label', id],
    queryFn: ({ signal }) => api<ParcelLabelFacts>(`/parcels/${encodeURIComponent(id)}/label`, { signal }),
    // A label's facts change only with an admin's correction: printing twice needs no second fetch.
    staleTime: 5 * 60_000,
  });

export function useParcelLabel(id: string) {
  return useQuery(parcelLabelQuery(id));
}
