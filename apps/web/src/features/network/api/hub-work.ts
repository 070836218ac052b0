import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface HubParcel {
  id: string;
  trackingId: string;
  status: string;
  receiverName: string;
  deliveryAddress: string;
  codAmountPoisha: number;
  riderId: string | null;
  leg: 'pickup' | 'delivery';
}
export interface HubWork {
  pickups: { store: { id: string | null; name: string; address: string }; parcels: HubParcel[] }[];
  deliveries: {
    area: { district: string; upazila: string | null; name: string; nameBn: string };
    parcels: HubParcel[];
  }[];
  /** `suggestedFor`: the areas ('district/upazila') this rider works, so suggested for them. */
  riders: { id: string; name: string; phone: string; load: number; suggestedFor: string[] }[];
}

export const getHubWork = (hubId: string) => api<HubWork>(`/network/hubs/${encodeURIComponent(hubId)}/work`);

export const hubWorkQuery = (hubId: string) =>
  queryOptions({
    queryKey: ['network', 'hub', hubId, 'work'],
    queryFn: () => getHubWork(hubId),
    enabled: Boolean(hubId),
  });

export const useHubWork = (hubId: string) => useQuery(hubWorkQuery(hubId));

export const assignRun = ({ hubId, ...body }: { hubId: string; riderId: string; parcelIds: string[] }) =>
  api<{ assigned: number }>(`/network/hubs/${encodeURIComponent(hubId)}/assign`, { method: 'POST', body });

/** Assigning also changes the parcels' own lists (the rider's run, My Parcels). */
export function useAssignRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRun,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['network'] }),
        queryClient.invalidateQueries({ queryKey: ['parcels'] }),
      ]);
    },
  });
}
