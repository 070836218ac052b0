import type { CashHandover, ConfirmHandoverInput, HandoverStatus } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const getHandovers = (status: HandoverStatus) =>
  api<CashHandover[]>('/ledger/handovers', { query: { status } });

export const handoversQuery = (status: HandoverStatus) =>
  queryOptions({ queryKey: ['ledger', 'handovers', status], queryFn: () => getHandovers(status) });

export function useHandovers(status: HandoverStatus) {
  return useQuery(handoversQuery(status));
}

export const confirmHandover = ({ id, ...input }: ConfirmHandoverInput & { id: string }) =>
  api<CashHandover>(`/ledger/handovers/${encodeURIComponent(id)}/confirm`, { method: 'POST', body: input });

export function useConfirmHandover() {
  return useRefreshingMutation(confirmHandover, ['ledger'], 'settled');
}
