// Builds the web app into a folder of this run's own and runs Playwright in Debian's Chromium (its
// headless shell, scripts/ensure-chromium.mjs) against it.
// E2E_WEB_DIST names a build to use instead (`npm test` passes the one its build step just made).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium({ tests: true });
const port = process.env.E2E_PORT ?? '3100';
const given = process.env.E2E_WEB_DIST;
if (given && !fs.existsSync(path.join(given, 'index.html')))
  throw new Error(`E2E_WEB_DIST: no build in ${given}`);
const webDist = path.resolve(given ?? `.tmp/e2e-dist-${port}`);
if (!given && (!fs.existsSync(path.join(webDist, 'index.html')) || process.env.E2E_REBUILD !== '0')) {
  // The same three steps as `npm run build` (apps/web/package.json), into this run's folders.
  const ssrDist = `${webDist}-ssr`;
  execSync(`npx vite build --outDir ${webDist} --emptyOutDir`, { stdio: 'inherit', cwd: 'apps/web' });
  execSync(`npx vite build --ssr src/prerender.tsx --outDir ${ssrDist} --emptyOutDir`, {
    stdio: 'inherit',
    cwd: 'apps/web',
  });
  execSync(`node scripts/prerender.mjs ${webDist} ${ssrDist}`, { stdio: 'inherit', cwd: 'apps/web' });
}
const tmp = path.resolve('.tmp/chromium-home');
fs.mkdirSync(tmp, { recursive: true });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: port,
    WEB_DIST_DIR: webDist,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    XDG_CONFIG_HOME: tmp,
    XDG_CACHE_HOME: tmp,
  },
});
