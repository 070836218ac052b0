import type { Parcel } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

// Fastify refuses an empty JSON body, hence `{}`.
export const cancelParcel = (id: string) =>
  api<Parcel>(`/parcels/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });

export function useCancelParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelParcel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}
