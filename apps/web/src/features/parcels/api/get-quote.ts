import type { QuoteAnswer, QuoteInput } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getQuote = (input: QuoteInput, signal?: AbortSignal) =>
  api<QuoteAnswer>('/quote', {
    query: {
      pickupDistrict: input.pickupDistrict,
      deliveryDistrict: input.deliveryDistrict,
      parcelType: input.parcelType,
      paymentMethod: input.paymentMethod,
      codAmount: input.paymentMethod === 'cod' ? input.codAmount : undefined,
      weightGrams: input.weightGrams,
      deliveryType: input.deliveryType,
    },
    signal,
  });

export const quoteQuery = (input: QuoteInput | undefined) =>
  queryOptions({
    queryKey: ['quote', input],
    queryFn: ({ signal }) => getQuote(input as QuoteInput, signal),
    enabled: input !== undefined,
    // The promised day moves at the cut-offs; a rate card may start tomorrow.
    staleTime: 60_000,
    retry: false,
  });

/** The price and promise for the chosen route, type, weight and speed; idle until the route and type are chosen. */
export function useQuote(input: QuoteInput | undefined) {
  return useQuery(quoteQuery(input));
}
