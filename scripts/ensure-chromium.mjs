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

/** Debian's ffmpeg turns a printed label into the fake camera's clip (e2e/support/fake-camera.ts). */
export const ffmpegPath = '/usr/bin/ffmpeg';

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
}

/** Chromium (and ffmpeg, for the camera specs), from Debian's packages when either is missing. */
export function ensureChromium() {
  const missing = [
    ...(fs.existsSync(chromiumPath) ? [] : ['chromium']),
    ...(fs.existsSync(ffmpegPath) ? [] : ['ffmpeg']),
  ];
  if (missing.length > 0) {
    console.info(`Missing for the browser tests: installing Debian’s ${missing.join(' and ')}…`);
    aptInstall(missing);
  }
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
