import { dhakaDate } from '@desh/shared';
import { useTranslation } from 'react-i18next';
import { formatDhakaDateTime } from './format';

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
