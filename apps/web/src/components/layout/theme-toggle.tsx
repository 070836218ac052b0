import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMoon, FiSun } from 'react-icons/fi';
import { applyTheme, readTheme, type Theme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(readTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      aria-pressed={theme === 'dark'}
      data-testid="theme-toggle"
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? (
        <FiSun className="size-5" aria-hidden />
      ) : (
        <FiMoon className="size-5" aria-hidden />
      )}
    </button>
  );
}
