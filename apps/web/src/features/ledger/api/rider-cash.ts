import type { CashHandover, DeclareHandoverInput, RiderCash } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const getRiderCash = () => api<RiderCash>('/ledger/rider/cash');

export const riderCashQuery = () =>
  queryOptions({ queryKey: ['ledger', 'rider-cash'], queryFn: getRiderCash });

export function useRiderCash() {
  return useQuery(riderCashQuery());
}

export const declareHandover = (input: DeclareHandoverInput) =>
  api<CashHandover>('/ledger/handovers', { method: 'POST', body: input });

export function useDeclareHandover() {
  return useRefreshingMutation(declareHandover, ['ledger'], 'settled');
}
