export type Theme = 'light' | 'dark';
const storageKey = 'theme';

export function readTheme(): Theme {
  try {
    return localStorage.getItem(storageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Private mode without storage: the theme still applies for this visit.
  }
}
