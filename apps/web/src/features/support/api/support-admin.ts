import type { SupportListQuery, SupportRequestDetail, SupportRequestPage } from '@desh/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ListQuery = Pick<SupportListQuery, 'status' | 'page'> & { topic?: SupportListQuery['topic'] };

export const supportRequestsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: ['support', 'admin', query],
    queryFn: () => api<SupportRequestPage>('/support/requests', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const supportRequestQuery = (id: string) =>
  queryOptions({
    queryKey: ['support', 'detail', id],
    queryFn: () => api<SupportRequestDetail>(`/support/requests/${encodeURIComponent(id)}`),
  });

export const useSupportRequests = (query: ListQuery) => useQuery(supportRequestsQuery(query));
export const useSupportRequest = (id: string) => useQuery(supportRequestQuery(id));

function useSupportMutation<Input>(call: (input: Input) => Promise<SupportRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => queryClient.setQueryData(supportRequestQuery(detail.id).queryKey, detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['support', 'admin'] }),
  });
}

export const useAnswerSupportRequest = () =>
  useSupportMutation(({ id, answer }: { id: string; answer: string }) =>
    api<SupportRequestDetail>(`/support/requests/${encodeURIComponent(id)}/answer`, {
      method: 'POST',
      body: { answer },
    }),
  );

export const useCloseSupportRequest = () =>
  useSupportMutation((id: string) =>
    api<SupportRequestDetail>(`/support/requests/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      body: {},
    }),
  );
