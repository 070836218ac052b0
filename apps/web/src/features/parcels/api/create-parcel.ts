import type { CreateParcelInput, Parcel } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { parcelsQueryKey } from './get-parcels';

export const createParcel = (input: CreateParcelInput) =>
  api<Parcel>('/parcels', { method: 'POST', body: input });

export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsQueryKey }),
  });
}
