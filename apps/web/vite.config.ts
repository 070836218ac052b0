import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundlePackages } from './vite-bundle-packages.ts';
import { precompress } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React 19 itself (docs/decisions/004-react-runtime-and-prerendering.md). `vite build` makes the
// browser bundle; `vite build --ssr src/prerender.tsx` (see package.json) makes the renderer that
// writes the landing pages as HTML at build time (scripts/prerender.mjs).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), routePreload(), bundlePackages()])],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : { target: 'es2022', sourcemap: false, manifest: true },
}));
