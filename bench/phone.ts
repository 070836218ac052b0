// `npm run bench:phone` (and a section of `npm run bench`): the pages a courier's people open first, on a cheap
// phone: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4× (Chromium's DevTools protocol), at
// 390 px. Measured from the page's first byte (Navigation Timing's responseStart) to the moment the page is usable:
// its main control drawn (the prerendered pages work before their scripts, issue 27) and, separately, React attached
// to it. The rider's run is measured online and again offline, opened from the field app's cache (service worker and
// the run kept in IndexedDB, issue 23). Recorded, not asserted: the numbers depend on how busy the machine is.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import { riderRun, runParcels, runStores } from './lib/demo-run.ts';
import { type PageTiming, timePage } from './lib/page-timing.ts';
import { timeControls } from './lib/phone-controls.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.PHONE_RUNS ?? 5);
const goalOnlineMs = 1500;
const goalOfflineMs = 300;

async function main(): Promise<void> {
  const server = await startProductionApi({
    root,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    env: { ...raisedLimits, SEED_DEMO: 'true', TRACK_CACHE_MS: '0' },
  });
  let browser: Browser | undefined;
  try {
    const base = server.url;
    const trackingId = await riderRun(base);
    // The server answers on http://127.0.0.1:<port>: treated as a secure origin, as https is in production,
    // so the session cookie (Secure) is kept and the service worker may install.
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--unsafely-treat-insecure-origin-as-secure=${base}`],
      headless: true,
    });
    const visitor = await browser.newContext({ baseURL: base });
    const timings: PageTiming[] = [];
    const landing: Array<[string, string, string]> = [
      ['/', '/', 'main h1'],
      ['/login', '/login', 'input[name="email"]'],
      ['/track/:id', `/track/${trackingId}`, '[data-testid="tracking-status"]'],
    ];
    for (const [name, url, selector] of landing) {
      timings.push({ page: name, ...(await timePage(visitor, url, { selector }, { runs })) });
    }

    const rider = await browser.newContext({ baseURL: base });
    // Signed in through the login form (unthrottled), as a rider does once on the phone.
    const login = await rider.newPage();
    await login.goto('/login');
    await login.locator('input[name="email"]').fill('rider@desh.test');
    await login.locator('input[name="password"]').fill('rider123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.waitForURL((url) => !url.pathname.startsWith('/login'));
    await login.close();
    const runReady = (page: Page) => page.getByText(trackingId).first().waitFor({ timeout: 30_000 });
    const firstParcel = { selector: '[data-testid="assigned-parcel"]' };
    timings.push({
      page: 'rider’s run (online)',
      ...(await timePage(rider, '/assigned-parcels', firstParcel, { runs })),
    });
    // Let the service worker take control and the run reach IndexedDB, then cut the network.
    const warm = await rider.newPage();
    await warm.goto('/assigned-parcels');
    await runReady(warm);
    await warm.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The copy of the run the phone keeps a second after drawing it (decision 025), as a rider's phone has.
    await warm.waitForFunction(() => localStorage.getItem('run-snapshot') !== null, undefined, {
      timeout: 30_000,
    });
    await warm.close();
    await rider.setOffline(true);
    timings.push({
      page: 'rider’s run (offline, from the cache)',
      ...(await timePage(rider, '/assigned-parcels', firstParcel, { runs, slowed: 'cpu' })),
    });
    timings.push({
      page: 'rider’s run (offline, CPU not slowed: the method of records before 2026-11-24 22:00)',
      ...(await timePage(rider, '/assigned-parcels', firstParcel, { runs, slowed: 'none' })),
    });
    await rider.setOffline(false);
    timings.push(...(await timeControls(browser, root, runs)));

    const rows = timings.map((timing) => {
      const goal = timing.page.includes('offline') ? goalOfflineMs : goalOnlineMs;
      const counted = !timing.page.includes('not slowed') && !timing.page.startsWith('control');
      const later = Number.isNaN(timing.attachedMs)
        ? timing.drawnMs
        : Math.max(timing.drawnMs, timing.attachedMs);
      const met = later <= goal ? 'met' : '**missed**';
      return `| ${timing.page} | ${formatNumber(timing.drawnMs)} | ${Number.isNaN(timing.attachedMs) ? '—' : formatNumber(timing.attachedMs)} | ${formatNumber(timing.ownMs)} | ${formatNumber(goal)} | ${counted ? met : `context (${met.replaceAll('*', '')})`} |`;
    });
    const body = [
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, load average before the run ${os
        .loadavg()[0]
        ?.toFixed(1)}; Debian Chromium (${chromiumPath}), headless, 390 × 844`,
      '- Throttling (DevTools protocol): 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. The offline run has',
      '  the network cut (the browser context offline) and the CPU 4× slower: the page comes from the service worker, the',
      '  run from IndexedDB and, before the app runs, from the copy of the run the phone kept (index.html draws it). Records',
      '  before 2026-11-24 22:00 measured the offline run with the CPU not slowed; that row is kept for comparison.',
      `- Server: the built app (\`apps/api/dist/server.js\` serving \`apps/web/dist\`) with NODE_ENV=production on ${
        process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
      }; median of ${runs} fresh page loads each (a new tab; the HTTP cache warm after the first, as on a phone that has`,
      '  opened the app before).',
      `- The rider's run: ${runParcels} pickups at ${runStores} stores, a rider's day (records before 2026-11-29 opened a run of one`,
      '  parcel, which drew its copy and its app faster).',
      '- "Drawn": from the first byte to the page’s main control on screen (the heading, the email field, the status, the',
      '  run’s first parcel), wherever it is drawn. "React attached": from the first byte to React taking over the page',
      '  (hydration begun). "The app\'s own": the main control drawn by the app in #root (for the offline run: the app\'s run',
      '  replacing the kept copy, when a button does its work at once; a tap on the copy before then is held and replayed).',
      '  Both are noted in the page itself, by a script installed before the page’s own that looks every animation frame',
      '  (so within one frame of the change); earlier records took them from the test driver, which added its polling and',
      '  a round trip (tens of ms when the machine is busy). The driver waits for the page to say it is done (a console',
      '  message) instead of polling it: polling first loads Playwright’s own script into the page, whose parse took over',
      '  100 ms of the slowed main thread in the middle of the load (records dated before 2026-11-28 include that cost).',
      '- Controls (bench/lib/phone-controls.ts), opened as the offline run is (a service worker answering from its cache, the',
      '  network cut, the CPU 4× slower), on origins of their own: a page of one word in #root, no stylesheet and no script',
      "  (the browser's floor); the same word under the app's stylesheet (what loading and applying it costs); and React",
      "  alone drawing the same 24 stops from IndexedDB with the app's stylesheet",
      "  (bench/phone-controls/react-alone.ts: react-dom and the cards, none of the app's code). They tell the app's share",
      '  of its time from the browser’s and React’s.',
      '',
      'The goal counts the later of "drawn" and "React attached", as before.',
      '',
      "| page | drawn (ms) | React attached (ms) | the app's own drawn (ms) | goal (ms) | goal |",
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
    writeSection(
      path.join(root, 'bench/RESULTS.md'),
      '## A cheap phone: the first pages and the rider’s run',
      body,
    );
    console.info(body);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
