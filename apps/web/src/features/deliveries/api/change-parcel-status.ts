import type { Parcel, ParcelStatusChange } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changeParcelStatus = ({ id, ...body }: ParcelStatusChange & { id: string }) =>
  api<Parcel>(`/parcels/${encodeURIComponent(id)}/status`, { method: 'PATCH', body });

export function useChangeParcelStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeParcelStatus,
    // Every parcel list (the rider's, My Parcels, the admin's) may show this parcel.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['parcels'] }),
  });
}
