import type { Quote, QuoteInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getQuote = (input: QuoteInput, signal?: AbortSignal) =>
  api<Quote>('/quote', {
    query: {
      pickupDistrict: input.pickupDistrict,
      deliveryDistrict: input.deliveryDistrict,
      parcelType: input.parcelType,
      paymentMethod: input.paymentMethod,
      codAmount: input.paymentMethod === 'cod' ? input.codAmount : undefined,
    },
    signal,
  });

export const quoteQuery = (input: QuoteInput | undefined) =>
  queryOptions({
    queryKey: ['quote', input],
    queryFn: ({ signal }) => getQuote(input as QuoteInput, signal),
    enabled: input !== undefined,
    // The tariff only changes with a deploy.
    staleTime: 10 * 60_000,
  });

/** The price for the chosen districts and type; idle until all three are chosen. */
export function useQuote(input: QuoteInput | undefined) {
  return useQuery(quoteQuery(input));
}
