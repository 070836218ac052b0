import { formatPoisha, formatTaka } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from './format';

// Amounts, the days they belong to and the keys of money requests share one module on purpose: each
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
