import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMoon, FiSun } from 'react-icons/fi';
import { applyTheme, useTheme } from '../../lib/theme';

/**
 * A checkbox, "Dark theme", with daisyUI's theme-controller class: before the app's scripts run, a
 * tap checks it and the stylesheet turns the page dark at once (docs/decisions/011). The build draws
 * it unchecked (light); a box that no longer matches that when the page wakes was tapped, an odd
 * number of times, so the theme flips once then.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const box = useRef<HTMLInputElement>(null);
  // Before any re-render (the saved theme's arrives right after hydration) can overwrite the box.
  useLayoutEffect(() => {
    const input = box.current;
    if (!input || input.checked === input.defaultChecked) return;
    applyTheme(document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark');
  }, []);
  // Both icons are in the page and CSS shows the one for the theme on screen: the box checked before
  // the scripts ran, or the page dark (index.css's theme-dark variant).
  return (
    <label
      className="group btn btn-ghost btn-circle has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
      data-testid="theme-toggle"
    >
      <input
        ref={box}
        type="checkbox"
        value="dark"
        className="theme-controller sr-only"
        aria-label={t('theme.dark')}
        checked={theme === 'dark'}
        onChange={(event) => applyTheme(event.currentTarget.checked ? 'dark' : 'light')}
      />
      <FiSun className="hidden size-5 group-has-checked:block theme-dark:block" aria-hidden />
      <FiMoon className="size-5 group-has-checked:hidden theme-dark:hidden" aria-hidden />
    </label>
  );
}
