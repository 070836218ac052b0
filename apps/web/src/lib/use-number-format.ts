import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';

/** Whole numbers in the page's language: 1,234 or ১,২৩৪. */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (value) => formatNumber(value, language);
}
