import type { PaymentsOverview, Statement } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
