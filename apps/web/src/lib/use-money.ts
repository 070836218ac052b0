import { formatPoisha, formatTaka, listTariff, type MyTariff, type Tariff } from '@desh/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { formatDhakaDateTime } from './format';

// Amounts, the days they belong to, the keys of money requests and the merchant's prices share one module on purpose: each
// module shared by lazy pages adds its file name to the landing page's preload map, which sits at
// the edge of its budget.

/** Formats taka in the page's language: ৳1,250 or ৳১,২৫০. */
export function useTaka(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  return (amount) => formatTaka(amount, language);
}

/** Integer poisha as taka in the page's language: ৳1,250 or ৳১,২৫০.৫০. */
export function usePoisha(): (poisha: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  return (poisha) => formatPoisha(poisha, language);
}

/** A date (and time) in Asia/Dhaka, in the page's language. */
export function useDhakaDate(withTime = true): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (iso) => formatDhakaDateTime(iso, language, withTime);
}

/** A fresh key per money request (handover, payout), so a retry is recognised instead of done twice. */
export const newIdempotencyKey = () => crypto.randomUUID();

export const myTariffQuery = queryOptions({
  queryKey: ['rate-card', 'mine'],
  queryFn: ({ signal }) => api<MyTariff>('/rate-card', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in merchant's prices in force today (their rate card over the list), for prices worked
 * out in the page (the bulk preview, a booking without both districts): the list until it arrives.
 */
export function useMyTariff(): Tariff {
  const { data } = useQuery(myTariffQuery);
  return (data?.tariff as Tariff | undefined) ?? listTariff;
}
