import type { Rider, RiderApplicationData } from '@desh/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationQueryKey } from './get-my-application';

export const applyAsRider = (body: RiderApplicationData) => api<Rider>('/riders', { method: 'POST', body });

export function useApplyAsRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAsRider,
    onSuccess: (rider) => queryClient.setQueryData(myApplicationQueryKey, rider),
  });
}
