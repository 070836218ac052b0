import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'en' | 'bn';
export const languages: Language[] = ['en', 'bn'];

type Bundle = Record<string, string>;
// Each feature owns a namespace file per language: locales/<lang>/<namespace>.json (flat keys).
const files = import.meta.glob<Bundle>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  resources[language] ??= {};
  resources[language][namespace] = bundle;
}

export function readLanguage(): Language {
  try {
    return localStorage.getItem('lang') === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem('lang', language);
  } catch {
    // Storage may be unavailable; the choice still holds for this visit.
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: readLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  // Flat keys: validation messages are keyed by their exact English text, which has dots in it.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
