import type {
  PaymentsOverview,
  PayoutParcel,
  PayoutRequest,
  RequestPayoutInput,
  Statement,
} from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const getPaymentsOverview = () => api<PaymentsOverview>('/payments/overview');

export const paymentsOverviewQuery = () =>
  queryOptions({ queryKey: ['ledger', 'payments-overview'], queryFn: getPaymentsOverview });

export const usePaymentsOverview = () => useQuery(paymentsOverviewQuery());

export interface StatementRange {
  from: string;
  to: string;
}

export const getStatement = (range: StatementRange) =>
  api<Statement>('/payments/statement', { query: { ...range } });

export const statementQuery = (range: StatementRange) =>
  queryOptions({
    queryKey: ['ledger', 'statement', range.from, range.to],
    queryFn: () => getStatement(range),
  });

export const useStatement = (range: StatementRange) => useQuery(statementQuery(range));

/** A plain link downloads the CSV with the session cookie; the server names the file. */
export const statementCsvUrl = (range: StatementRange) =>
  `/api/payments/statement.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;

/** The caller's payout requests, newest first; for an admin every open request to pay. */
export const getPayoutRequests = () => api<PayoutRequest[]>('/payments/payout-requests');

export const payoutRequestsQuery = () =>
  queryOptions({ queryKey: ['ledger', 'payout-requests'], queryFn: getPayoutRequests });

export const usePayoutRequests = () => useQuery(payoutRequestsQuery());

export const requestPayout = (input: RequestPayoutInput) =>
  api<PayoutRequest>('/payments/payout-requests', { method: 'POST', body: input });

/** After asking (or a refusal, when another tab may have asked), the requests and balance are read again. */
export function useRequestPayout() {
  return useRefreshingMutation(requestPayout, ['ledger'], 'settled');
}

/** The parcels a payout covered (posted since the merchant's previous payout), with COD, fee and net. */
export const getPayoutParcels = (payoutId: string) =>
  api<PayoutParcel[]>(`/payments/payouts/${encodeURIComponent(payoutId)}/parcels`);

export const payoutParcelsQuery = (payoutId: string) =>
  queryOptions({
    queryKey: ['ledger', 'payout-parcels', payoutId],
    queryFn: () => getPayoutParcels(payoutId),
  });

export const usePayoutParcels = (payoutId: string) => useQuery(payoutParcelsQuery(payoutId));
