import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The code is written against React's API; Preact's compat layer runs it. React DOM alone is 68 KB
// gzip, most of the 90 KB budget for the landing page (docs/decisions/003-preact-compat-runtime.md).
const reactToPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routePreload()],
  resolve: { alias: process.env.WEB_RUNTIME === 'react' ? [] : reactToPreact },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
