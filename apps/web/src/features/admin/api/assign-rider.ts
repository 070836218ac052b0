import type { ModifiedCount } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const assignRider = ({ parcelId, riderId }: { parcelId: string; riderId: string }) =>
  api<ModifiedCount>(`/parcels/assign/${encodeURIComponent(parcelId)}`, {
    method: 'PATCH',
    body: { riderId },
  });

export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRider,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['parcels'] }),
        // A rider's load (active parcels) changed.
        queryClient.invalidateQueries({ queryKey: ['riders', 'approved'] }),
      ]);
    },
  });
}
