import { useTranslation } from 'react-i18next';
import { FiMoon, FiSun } from 'react-icons/fi';
import { applyTheme, type Theme, useTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  // Both icons are in the page and CSS shows the one for `data-theme`: a prerendered page (drawn in
  // light) shows the right one before any script runs.
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      aria-pressed={theme === 'dark'}
      data-testid="theme-toggle"
      onClick={() => applyTheme(next)}
    >
      <FiSun className="hidden size-5 [[data-theme=dark]_&]:block" aria-hidden />
      <FiMoon className="size-5 [[data-theme=dark]_&]:hidden" aria-hidden />
    </button>
  );
}
