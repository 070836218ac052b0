import type {
  ReceiverCorrection,
  ReceiverInstructionsInput,
  ReceiverPage,
  ReceiverPinInput,
  ReceiverRescheduleInput,
} from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const receiverPageKey = (token: string) => ['receiver-page', token] as const;
const linkPath = (token: string) => `/receiver-links/${encodeURIComponent(token)}`;

export const getReceiverPage = (token: string) => api<ReceiverPage>(linkPath(token));

export const receiverPageQuery = (token: string) =>
  queryOptions({
    queryKey: receiverPageKey(token),
    queryFn: () => getReceiverPage(token),
    // A link that no longer works stays so: asking again only costs the receiver's data.
    retry: false,
  });

export function useReceiverPage(token: string) {
  return useQuery(receiverPageQuery(token));
}

type Change =
  | { kind: 'day'; body: ReceiverRescheduleInput }
  | { kind: 'instructions'; body: ReceiverInstructionsInput }
  | { kind: 'pin'; body: ReceiverPinInput }
  | { kind: 'correction'; body: ReceiverCorrection };

/** One change by the receiver; the answer is the page as it now stands. */
export function useReceiverChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      api<ReceiverPage>(`${linkPath(token)}/${change.kind}`, { method: 'PUT', body: change.body }),
    onSuccess: (page) => queryClient.setQueryData(receiverPageKey(token), page),
  });
}
