import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const next: Language = current === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm w-18 font-semibold"
      lang={next}
      aria-label={t('language.switch')}
      data-testid="language-switch"
      onClick={() => setLanguage(next)}
    >
      {next === 'bn' ? 'বাংলা' : 'English'}
    </button>
  );
}
