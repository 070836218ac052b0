import { type PriceCalculatorInput, type PricedParcel, priceCalculatorQuery } from '@desh/shared';
import { api } from '../../../lib/api-client';

/** The public quote for the calculator's fields: the one price a booking made now is charged. */
export const getPrice = (input: PriceCalculatorInput, signal?: AbortSignal) =>
  api<PricedParcel & { promisedDate: string }>('/quote', { query: priceCalculatorQuery(input), signal });
