import type { DeliveryApprovals, Parcel } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Under ['parcels'] so the live stream and every delivery action refresh it.
export const deliveryApprovalsQuery = () =>
  queryOptions({
    queryKey: ['parcels', 'admin', 'approvals'] as const,
    queryFn: () => api<DeliveryApprovals>('/admin/deliveries/approvals'),
    staleTime: 0,
  });

export const useDeliveryApprovals = () => useQuery(deliveryApprovalsQuery());

export const approveDelivery = (parcelId: string) =>
  api<Parcel>(`/admin/deliveries/${encodeURIComponent(parcelId)}/approve`, { method: 'POST' });

export const rejectDelivery = ({ parcelId, reason }: { parcelId: string; reason: string }) =>
  api<Parcel>(`/admin/deliveries/${encodeURIComponent(parcelId)}/reject`, {
    method: 'POST',
    body: { reason },
  });

/** A decision moves the parcel and the money: every parcel list and every balance may change. */
function useDecision<Input>(mutationFn: (input: Input) => Promise<Parcel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['parcels'] }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      ]),
  });
}

export const useApproveDelivery = () => useDecision(approveDelivery);
export const useRejectDelivery = () => useDecision(rejectDelivery);
