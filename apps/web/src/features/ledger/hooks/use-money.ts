import { dhakaDate, formatPoisha } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from '../../tracking/format-date';

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

/** Today's Asia/Dhaka date, YYYY-MM-DD. */
export function dhakaToday(): string {
  return dhakaDate();
}

export const newIdempotencyKey = () => crypto.randomUUID();
