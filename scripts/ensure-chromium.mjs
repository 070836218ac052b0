// Debian's Chromium drives the end-to-end tests; Playwright never downloads a browser here.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on this machine: as root, offline, without background services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return chromiumPath;
  console.info('Chromium is missing: installing Debian’s chromium package…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
