// Builds the web app if needed and runs Playwright in Debian's Chromium.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
if (!fs.existsSync('apps/web/dist/index.html') || process.env.E2E_REBUILD !== '0') {
  execSync('npm run build', { stdio: 'inherit' });
}
const tmp = `${process.cwd()}/.tmp/chromium-home`;
fs.mkdirSync(tmp, { recursive: true });
execSync(`npx playwright test ${process.argv.slice(2).join(' ')}`, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    XDG_CONFIG_HOME: tmp,
    XDG_CACHE_HOME: tmp,
  },
});
