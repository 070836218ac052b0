import type { ShopParcelEdit, ShopParcelPage } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

/** The shop's page for one of its parcels (GET /api/parcels/:trackingId/page). */
export const shopParcelQuery = (trackingId: string) =>
  queryOptions({
    queryKey: [...parcelsQueryKey, 'page', trackingId],
    queryFn: ({ signal }) =>
      api<ShopParcelPage>(`/parcels/${encodeURIComponent(trackingId)}/page`, { signal }),
    staleTime: 0,
  });

export const useShopParcel = (trackingId: string) => useQuery(shopParcelQuery(trackingId));

/** The sender changes the receiver or the COD before pickup; the page and My Parcels read it again. */
export function useEditShopParcel(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopParcelEdit) =>
      api<{ changed: Record<string, string | number | null> }>(
        `/parcels/${encodeURIComponent(trackingId)}/receiver`,
        { method: 'PATCH', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}

/** The note the sender's choice leaves on the timeline. */
export const senderReturnNote = 'The sender chose the return after a failed delivery attempt.';

/** After a failed attempt, the sender chooses the return (POST /api/deliveries/:id/return). */
export function useReturnToSender(parcelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/deliveries/${encodeURIComponent(parcelId)}/return`, {
        method: 'POST',
        body: { note: senderReturnNote },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}

/** The sender accepts the corrected address or phone the receiver asked for after a failed attempt. */
export function useAcceptReceiverRequest(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ changed: Record<string, string | number | null> }>(
        `/parcels/${encodeURIComponent(trackingId)}/receiver-request/accept`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}
