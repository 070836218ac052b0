import type { SupportReceipt, SupportRequest, SupportRequestInput } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const mySupportRequestsQuery = () =>
  queryOptions({
    queryKey: ['support', 'mine'],
    queryFn: () => api<SupportRequest[]>('/support/requests/mine'),
  });

export const useMySupportRequests = () => useQuery(mySupportRequestsQuery());

export const createSupportRequest = (input: SupportRequestInput) =>
  api<SupportReceipt>('/support/requests', { method: 'POST', body: input });

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'mine'] }),
  });
}
