import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.NumberFormat>();

/** Whole numbers in the page's language: 1,234 or ১,২৩৪. */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format;
}
