import { formatPoisha, formatTaka } from '@desh/shared';
import { useTranslation } from 'react-i18next';

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
