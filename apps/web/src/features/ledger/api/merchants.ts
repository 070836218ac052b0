import type { CreatePayoutInput, LedgerSummary, MerchantBalance, Payout } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const getLedgerSummary = () => api<LedgerSummary>('/ledger/summary');
export const getMerchantBalances = () => api<MerchantBalance[]>('/ledger/merchants');
export const getPayouts = (merchantId?: string) =>
  api<Payout[]>('/ledger/payouts', { query: { merchantId } });

export const ledgerSummaryQuery = () =>
  queryOptions({ queryKey: ['ledger', 'summary'], queryFn: getLedgerSummary });
export const merchantBalancesQuery = () =>
  queryOptions({ queryKey: ['ledger', 'merchants'], queryFn: getMerchantBalances });
export const payoutsQuery = (merchantId?: string) =>
  queryOptions({
    queryKey: ['ledger', 'payouts', merchantId ?? 'all'],
    queryFn: () => getPayouts(merchantId),
  });

export const useLedgerSummary = () => useQuery(ledgerSummaryQuery());
export const useMerchantBalances = () => useQuery(merchantBalancesQuery());
export const usePayouts = (merchantId?: string) => useQuery(payoutsQuery(merchantId));

export const createPayout = (input: CreatePayoutInput) =>
  api<Payout>('/ledger/payouts', { method: 'POST', body: input });

export function useCreatePayout() {
  return useRefreshingMutation(createPayout, ['ledger'], 'settled');
}

export const reverseEntry = ({ entryId, reason }: { entryId: number; reason: string }) =>
  api<{ entryId: number }>(`/ledger/entries/${entryId}/reverse`, { method: 'POST', body: { reason } });

export function useReverseEntry() {
  return useRefreshingMutation(reverseEntry, ['ledger'], 'settled');
}
