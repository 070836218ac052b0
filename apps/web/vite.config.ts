import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundlePackages } from './vite-bundle-packages.ts';
import { fieldAppManifest, fieldAppWorkbox } from './vite-field-app.ts';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React 19 itself (docs/decisions/004-react-runtime-and-prerendering.md). `vite build` makes the
// browser bundle; `vite build --ssr src/prerender.tsx` (see package.json) makes the renderer that
// writes the landing pages as HTML at build time (scripts/prerender.mjs).
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is the site people get: React's production build, whatever NODE_ENV the caller's shell
  // has (`NODE_ENV=development npm start` bundled the development build, 439 KB). Vite reads
  // NODE_ENV after loading this file. scripts/check-react-build.mjs checks the result.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      ...(isSsrBuild
        ? []
        : [
            precompress(),
            routePreload(),
            bundlePackages(),
            // The installable field app: manifest + service worker (registered by the field screens
            // only, src/lib/offline-queue/field-app.ts: nothing is added to the landing page's script).
            VitePWA({
              injectRegister: false,
              registerType: 'autoUpdate',
              filename: 'sw.js',
              manifestFilename: 'manifest.webmanifest',
              manifest: fieldAppManifest,
              workbox: fieldAppWorkbox,
            }),
          ]),
    ],
    // `zod` in the browser is zod with its eval probe off (src/lib/zod-jitless.ts says why).
    resolve: isSsrBuild
      ? {}
      : {
          alias: [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
            },
          ],
        },
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/uploads': apiTarget },
    },
    build: isSsrBuild
      ? { target: 'node20', sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
      : {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          modulePreload: {
            // The home page's calculator loads its scripts as it nears the screen, ahead of use: the
            // list of its chunks would otherwise sit in the landing page's budgeted first download.
            resolveDependencies: (file: string, deps: string[]) =>
              file.includes('price-calculator-live') ? [] : deps,
          },
        },
  };
});
