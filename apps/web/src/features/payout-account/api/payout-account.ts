import type { MerchantPayoutAccount, PayoutAccountSave, PayoutAccountView } from '@desh/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const payoutAccountQuery = () =>
  queryOptions({ queryKey: ['payout-account'], queryFn: () => api<PayoutAccountView>('/payout-account') });

export const usePayoutAccount = () => useQuery(payoutAccountQuery());

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountSave) =>
      api<PayoutAccountView>('/payout-account', { method: 'PUT', body: input }),
    onSuccess: (view) => queryClient.setQueryData(payoutAccountQuery().queryKey, view),
  });
}

/** Every merchant's saved account, for the admin who pays them. */
export const payoutAccountsQuery = () =>
  queryOptions({
    queryKey: ['ledger', 'payout-accounts'],
    queryFn: () => api<MerchantPayoutAccount[]>('/payout-accounts'),
  });

export const usePayoutAccounts = () => useQuery(payoutAccountsQuery());
