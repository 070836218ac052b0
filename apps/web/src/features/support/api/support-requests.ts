import type { SupportReceipt, SupportRequest, SupportRequestInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const mySupportRequestsQuery = () =>
  queryOptions({
    queryKey: ['support', 'mine'],
    queryFn: () => api<SupportRequest[]>('/support/requests/mine'),
  });

export const useMySupportRequests = () => useQuery(mySupportRequestsQuery());

export const createSupportRequest = (input: SupportRequestInput) =>
  api<SupportReceipt>('/support/requests', { method: 'POST', body: input });

export function useCreateSupportRequest() {
  return useRefreshingMutation(createSupportRequest, ['support', 'mine']);
}
