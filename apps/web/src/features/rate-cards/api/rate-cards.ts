import type { CreateRateCardInput, RateCard } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutation-flow';

export const rateCardsQueryKey = ['rate-cards'] as const;

export const rateCardsQuery = (email: string) =>
  queryOptions({
    queryKey: [...rateCardsQueryKey, email],
    queryFn: ({ signal }) => api<RateCard[]>('/admin/rate-cards', { query: email ? { email } : {}, signal }),
    retry: false,
  });

/** Rate cards with their history: one merchant's when `email` is set, else every merchant's. */
export function useRateCards(email: string) {
  return useQuery(rateCardsQuery(email));
}

export function useCreateRateCard() {
  return useRefreshingMutation(
    (input: CreateRateCardInput) => api<RateCard>('/admin/rate-cards', { method: 'POST', body: input }),
    rateCardsQueryKey,
  );
}
