import i18n, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localDigits } from './format';

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

/**
 * Every number interpolated into a sentence ("{{count}} left", "max {{max}}") is written in the
 * sentence's digits: Bangla digits in Bangla. Only numbers: strings passed in (tracking IDs, emails,
 * amounts already formatted) are left as they are.
 */
const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format, language) =>
    (typeof value === 'number' ? localDigits(value, language ?? '') : value) as string,
};

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'bn';

/** The `lang` cookie: the server's copy of the choice, and the one the language link writes. */
function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the server drew this page in when it read a saved choice (the `lang` cookie: a
 * switch made before the app's scripts ran writes only that), else the choice saved in the browser,
 * else the language the server chose for this page (its `lang`, from Accept-Language:
 * apps/api/src/plugins/prerendered-pages.ts), else English.
 */
export function readLanguage(): Language {
  const fromCookie = cookieLanguage();
  if (fromCookie) return fromCookie;
  try {
    const saved = localStorage.getItem('lang');
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage may be unavailable (private mode, or the build's server renderer).
  }
  if (typeof document === 'undefined') return 'en';
  const page = document.documentElement.lang;
  return isLanguage(page) ? page : 'en';
}

/** A copy of the saved choice the server can read, so it sends the page in that language. */
function rememberForServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function setLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  rememberForServer(language);
  try {
    localStorage.setItem('lang', language);
  } catch {
    // Storage may be unavailable; the choice still holds for this visit.
  }
}

/** Settles once i18next has its first language (the start-up waits for it before hydrating). */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(digitsFormatter)
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
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    // Pages preload their namespaces before they render; a late one re-renders instead of suspending.
    react: { useSuspense: false },
  });

export { i18n };

if (typeof document !== 'undefined') {
  // Written only when it differs: Chromium restyles every `:lang()` match on any write, the same value
  // included, and the page under it (a prerendered page, the run's kept copy) is already drawn (a
  // trace of the offline run, CPU 4× slower: a 60–90 ms restyle before React could start).
  const language = readLanguage();
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // The two copies of the choice agree from here on: a switch by the language link (before the
  // scripts ran) wrote only the cookie; a choice saved before the cookie existed is mirrored once,
  // so the next page arrives in it.
  try {
    const saved = localStorage.getItem('lang');
    const fromCookie = cookieLanguage();
    if (fromCookie && fromCookie !== saved) localStorage.setItem('lang', fromCookie);
    else if (isLanguage(saved) && !fromCookie) rememberForServer(saved);
  } catch {
    // No storage, nothing saved.
  }
}

/** Fetches the namespaces a page needs (current language, plus English as the fallback). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return namespaces.length ? i18n.loadNamespaces(namespaces) : Promise.resolve();
}
