import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const storageKey = 'theme';
const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Private mode without storage: the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The page's theme as index.html's first script set it (the saved one, else the phone's dark mode, else light). */
const pageTheme = (): Theme =>
  document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';

/**
 * The current theme. Prerendered pages are drawn in light (the build cannot know the visitor's
 * theme), so hydration starts from light and switches right after; the colours themselves come from
 * `data-theme`, set before the first paint, so nothing visible changes.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, pageTheme, () => 'light');
}
