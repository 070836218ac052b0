import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../../lib/i18n';

/**
 * A link to this page with `?lang=`: before the app's scripts run, the server saves the choice in
 * the `lang` cookie and sends the same page in that language (apps/api/src/plugins/prerendered-pages.ts).
 * Once the app runs, the switch happens in place.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const next: Language = current === 'bn' ? 'en' : 'bn';
  const switchInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLanguage(next);
  };
  return (
    <a
      href={`?lang=${next}`}
      className="btn btn-ghost btn-sm w-18 font-semibold"
      lang={next}
      hrefLang={next}
      aria-label={t('language.switch')}
      data-testid="language-switch"
      onClick={switchInPlace}
    >
      {next === 'bn' ? 'বাংলা' : 'English'}
    </a>
  );
}
