import { i18n, type Language } from './i18n';

/**
 * A page whose readers mostly read one language (the receiver's page: Bangla) opens in it unless the
 * visitor chose one before (the `lang` cookie or the saved choice, as lib/i18n.ts reads them);
 * nothing is saved, so the rest of the site keeps its own default. Not in i18n.ts: the landing page
 * ships that file.
 */
export function preferLanguage(language: Language): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('lang');
  } catch {
    // No storage: nothing was saved.
  }
  const chosen = saved === 'en' || saved === 'bn' || /(?:^|;\s*)lang=(?:en|bn)(?:;|$)/.test(document.cookie);
  if (chosen || i18n.language === language) return;
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
