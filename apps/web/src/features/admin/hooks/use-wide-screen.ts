import { useSyncExternalStore } from 'react';

// Tailwind's md breakpoint: tables from here up, cards below.
const query = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True from the md breakpoint up. The admin lists render either a table or cards (not both hidden
 * by CSS), so each row, its controls and their data exist once on the page.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
