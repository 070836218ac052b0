// Debian's Chromium drives the end-to-end tests; Playwright never downloads a browser here.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tests' browser: Debian's build of the same Chromium as its old headless shell (package
 * chromium-headless-shell, what Playwright itself runs headless), without the full browser's UI layers.
 * The e2e step is CPU-bound on two cores and Chromium is most of it: the shell costs 19–24 % fewer
 * CPU-seconds for the same tests (docs/decisions/083-e2e-browser-work.md). The benches that
 * measure a person's browser (bench/phone.ts, bench/first-visit.ts) and Lighthouse keep `chromiumPath`.
 */
export const testChromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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

/**
 * Chromium (and ffmpeg, for the camera specs), from Debian's packages when either is missing; with
 * `{ tests: true }` the end-to-end tests' headless shell too.
 */
export function ensureChromium({ tests = false } = {}) {
  const missing = [
    ...(fs.existsSync(chromiumPath) ? [] : ['chromium']),
    ...(tests && !fs.existsSync(testChromiumPath) ? ['chromium-headless-shell'] : []),
    ...(fs.existsSync(ffmpegPath) ? [] : ['ffmpeg']),
  ];
  if (missing.length > 0) {
    console.info(`Missing for the browser tests: installing Debian’s ${missing.join(' and ')}…`);
    aptInstall(missing);
  }
  if (!fs.existsSync(chromiumPath)) throw new Error(`Chromium is still missing at ${chromiumPath}`);
  if (tests && !fs.existsSync(testChromiumPath))
    throw new Error(`Chromium's headless shell is still missing at ${testChromiumPath}`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium({ tests: true });
