import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'en' | 'bn';
export const languages: Language[] = ['en', 'bn'];

type Bundle = Record<string, string>;
// Each feature owns a namespace file per language: locales/<lang>/<namespace>.json (flat keys).
// Only the shell's `common` namespace ships in the first download; every other namespace is its own
// small chunk, fetched for the current language when a page needs it (see `page()` in app/router.tsx).
const commonFiles = import.meta.glob<Bundle>('../locales/*/common.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/*/common.json'], {
  import: 'default',
});

const resources: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(commonFiles)) {
  const language = /locales\/(\w+)\//.exec(file)?.[1] ?? '';
  resources[language] = { common: bundle };
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

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

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: readLanguage(),
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    // Flat keys: validation messages are keyed by their exact English text, which has dots in it.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Pages preload their namespaces before they render; a late one re-renders instead of suspending.
    react: { useSuspense: false },
  });

export { i18n };

/** Fetches the namespaces a page needs (current language, plus English as the fallback). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return namespaces.length ? i18n.loadNamespaces(namespaces) : Promise.resolve();
}
