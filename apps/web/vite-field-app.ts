import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The field app as a phone installs it (docs: issue 23). English first (`lang`), with the Bangla
 * names in `translations` (browsers that know the member show them to a Bangla phone).
 */
export const fieldAppManifest: Partial<ManifestOptions> & {
  translations: Record<string, { name: string; short_name: string; description: string }>;
} = {
  id: '/assigned-parcels',
  name: 'Desh Courier',
  short_name: 'Desh Courier',
  description: 'Deliveries, pickups and hub scans for Desh Courier riders and hubs, also with no network.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/assigned-parcels',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#006a4e',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'My run', short_name: 'Run', url: '/assigned-parcels' },
    { name: 'Hub scan', short_name: 'Hub', url: '/hub' },
  ],
  translations: {
    bn: {
      name: 'দেশ কুরিয়ার',
      short_name: 'দেশ কুরিয়ার',
      description: 'দেশ কুরিয়ারের রাইডার ও হাবের জন্য ডেলিভারি, পিকআপ ও হাব স্ক্যান, নেটওয়ার্ক ছাড়াও।',
    },
  },
};

/**
 * The service worker: the whole built app (shell, every lazy page and translation chunk, the fonts
 * and icons) is precached, so a field screen opens with no network. A page load goes to the network
 * first (the landing pages stay prerendered by the server) and falls back to the cached shell when
 * there is none; the API is never cached.
 */
export const fieldAppWorkbox: VitePWAOptions['workbox'] = {
  globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
  globIgnores: ['prerendered/**', '**/*.br', '**/*.gz', 'sw-static-routes.js'],
  // The built files served from the precache without the worker's script (public/sw-static-routes.js).
  importScripts: ['/sw-static-routes.js'],
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        !url.pathname.startsWith('/api/') &&
        !url.pathname.startsWith('/uploads/'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 6,
        expiration: { maxEntries: 20 },
        precacheFallback: { fallbackURL: 'index.html' },
        // A page the server drew for its visitor (apps/api plugins/first-screen.ts: their data and
        // session in it, `Cache-Control: private, no-store`) is never kept: offline, that address
        // opens the shell as before. Written out whole: the worker gets this function as its text.
        plugins: [
          {
            cacheWillUpdate: async ({ response }) =>
              response.status === 200 && !/no-store/.test(response.headers.get('cache-control') ?? '')
                ? response
                : null,
          },
        ],
      },
    },
  ],
};
