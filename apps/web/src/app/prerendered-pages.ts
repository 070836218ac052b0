import { trackingIdPlaceholder } from '@desh/shared';

/**
 * The pages written as HTML at build time (scripts/prerender.mjs), each in English and Bangla, as
 * `<name>.<language>.html` in dist/prerendered/. The API picks the file for the visitor's language
 * (apps/api/src/plugins/prerendered-pages.ts); the browser hydrates it (main.tsx).
 */
export const prerenderedPages: Array<{ name: string; url: string }> = [
  { name: 'home', url: '/' },
  { name: 'track-search', url: '/track' },
  { name: 'track', url: `/track/${trackingIdPlaceholder}` },
  { name: 'login', url: '/login' },
  { name: 'signup', url: '/signup' },
];
