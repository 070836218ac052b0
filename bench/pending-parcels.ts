// `npm run bench:pending`: the admin's Pending Parcels at a national network's scale. The server lists the oldest
// 500 pending parcels and every row has a dropdown of the approved riders; with 200 riders the page once drew
// 100,000 options. Measured in Chromium at a desktop and a phone width: from the navigation's start to every row
// drawn with its dropdown ready (timed in the page on each animation frame, not by the driver's polling), the page's
// element count and JavaScript heap, the requests for riders, and the longest input event (Event Timing) when the
// admin reaches for a dropdown and chooses a rider. `--baseline <checkout>` measures another built checkout
// (`npm ci && npm run build` there) the same way, on the same data, for the record's "before".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { districtIds } from '@desh/shared';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/ensure-chromium.mjs';
import { raisedLimits, startProductionApi } from './lib/api-server.ts';
import { commitOf } from './lib/checkout.ts';
import { type BenchDatabase, benchServerUrl, createBenchDatabase } from './lib/database.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    riders: { type: 'string', default: '200' },
    parcels: { type: 'string', default: '500' },
    runs: { type: 'string', default: '3' },
  },
});
const riderCount = Number(values.riders);
const parcelCount = Number(values.parcels);
const runs = Number(values.runs);

interface PageRun {
  readyMs: number;
  elements: number;
  options: number;
  heapMb: number;
  riderRequests: number;
  /** The longest pointer or input event while reaching for a dropdown and choosing, ms (0: none over 16 ms). */
  chooseEventMs: number;
}

interface Measured {
  label: string;
  width: number;
  runs: PageRun[];
}

/** Approved riders over every district, and pending parcels bound all over the country, as the demo's parcels are. */
async function seedScale(db: BenchDatabase): Promise<void> {
  await db.query(
    `insert into users (id, name, email, role)
     select 'bench-user-' || g, 'Bench Rider ' || g, 'bench-rider-' || g || '@desh.test', 'rider'
     from generate_series(1, $1::int) g`,
    [riderCount],
  );
  await db.query(
    `insert into riders (id, user_id, full_name, phone, region, vehicle_type, name, email, status, reviewed_at)
     select 'bench-rider-' || g, 'bench-user-' || g, 'Bench Rider ' || g, '0171' || lpad(g::text, 7, '0'),
       ($2::text[])[1 + g % array_length($2::text[], 1)], 'motorbike', 'Bench Rider ' || g,
       'bench-rider-' || g || '@desh.test', 'approved', now()
     from generate_series(1, $1::int) g`,
    [riderCount, districtIds],
  );
  // Booked by the demo customer from Dhanmondi, each bound for a district of its own turn; the oldest first.
  await db.query(
    `insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, pickup_address,
       delivery_address, pickup_district, delivery_district, parcel_type, payment_method, sender_id, sender_email,
       status, booking_time, delivery_fee_poisha, cod_amount_poisha)
     select 'bench-parcel-' || g, 'DSH-BENCH' || lpad(g::text, 6, '0'), 'Winter jackets', 'Salma Akter',
       '0171' || lpad((5000000 + g)::text, 7, '0'), 'House 12, Road 5, Dhanmondi', 'Station Road ' || g, 'dhaka',
       ($2::text[])[1 + g % array_length($2::text[], 1)], 'medium', 'cod', sender.id, sender.email,
       'pending', now() - interval '2 days' + g * interval '1 second', 16000, 100000
     from generate_series(1, $1::int) g, (select id, email from users where email = 'customer@desh.test') sender`,
    [parcelCount, districtIds],
  );
  const [pending] = await db.query<{ count: number }>(
    `select count(*)::int as count from parcels where status = 'pending'`,
  );
  if ((pending?.count ?? 0) < parcelCount)
    throw new Error('the demo customer is missing: no parcels were booked');
}

/** Notes, on every animation frame, when every row is drawn and every dropdown can be used. */
const readyWatch = (rows: number) => `(() => {
  const look = () => {
    const selects = document.querySelectorAll('[data-testid="pending-parcel"] select');
    if (selects.length >= ${rows} && [...selects].every((select) => !select.disabled)) {
      window.__benchReadyMs = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchEvents.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
})();`;

async function measure(browser: Browser, base: string, width: number, rows: number): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  try {
    const page = await context.newPage();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'admin@desh.test', password: 'admin123' },
    });
    if (!signIn.ok()) throw new Error(`sign-in: ${signIn.status()}`);
    // The app's scripts cached, as an admin's browser has them.
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    let riderRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/riders/approved') riderRequests += 1;
    });
    await context.addInitScript(readyWatch(rows));
    await page.goto('/admin/pending-parcels');
    await page
      .waitForFunction(() => (window as { __benchReadyMs?: number }).__benchReadyMs !== undefined, null, {
        timeout: 120_000,
        polling: 500,
      })
      .catch(async (error) => {
        // Say what the admin saw instead: a sign-in that did not hold, no rows, or riders still loading.
        const seen = await page.evaluate(() => ({
          url: location.href,
          rows: document.querySelectorAll('[data-testid="pending-parcel"]').length,
          main: document.querySelector('main')?.textContent?.slice(0, 300),
        }));
        console.error('the list was not ready:', seen);
        throw error;
      });
    const counts = await page.evaluate(() => ({
      readyMs: (window as { __benchReadyMs?: number }).__benchReadyMs ?? Number.NaN,
      elements: document.getElementsByTagName('*').length,
      options: document.getElementsByTagName('option').length,
      heapMb: ((performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1e6,
    }));
    // The admin reaches for a dropdown halfway down the list and chooses its sixth rider.
    const select = page
      .locator('[data-testid="pending-parcel"]')
      .nth(Math.floor(rows / 2))
      .locator('select');
    await select.scrollIntoViewIfNeeded();
    await select.click();
    await page.keyboard.press('Escape');
    const chosen = await select.locator('option').nth(6).getAttribute('value');
    await select.selectOption(chosen ?? '');
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => (window as { __benchEvents?: number[] }).__benchEvents ?? []);
    return { ...counts, riderRequests, chooseEventMs: Math.max(0, ...events) };
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

async function measureCheckout(label: string, checkout: string, db: BenchDatabase): Promise<Measured[]> {
  const server = await startProductionApi({ root: checkout, databaseUrl: db.url, env: { ...raisedLimits } });
  // Production's session cookie is Secure: the server's http://127.0.0.1 origin is treated as https is.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--unsafely-treat-insecure-origin-as-secure=${server.url}`],
    headless: true,
  });
  try {
    const rows = Math.min(parcelCount, 500);
    const measured: Measured[] = [];
    for (const width of [1280, 390]) {
      const pageRuns: PageRun[] = [];
      for (let run = 0; run < runs; run += 1) pageRuns.push(await measure(browser, server.url, width, rows));
      measured.push({ label, width, runs: pageRuns });
      console.info(label, width, JSON.stringify(pageRuns));
    }
    return measured;
  } finally {
    await browser.close();
    await server.stop();
  }
}

function row(measured: Measured): string {
  const pick = (key: keyof PageRun) => median(measured.runs.map((run) => run[key]));
  const ready = measured.runs.map((run) => formatNumber(run.readyMs / 1000, 1)).join(' / ');
  const event = pick('chooseEventMs');
  return `| ${measured.label} | ${measured.width} px | ${ready} | ${formatNumber(pick('elements'))} | ${formatNumber(
    pick('options'),
  )} | ${formatNumber(pick('heapMb'))} | ${formatNumber(pick('riderRequests'))} | ${
    event ? formatNumber(event) : 'none over 16'
  } |`;
}

async function main(): Promise<void> {
  const db = await createBenchDatabase(benchServerUrl);
  try {
    // The demo's accounts and parcels first (the server seeds them on an empty database), then the scale.
    const seeding = await startProductionApi({ root, databaseUrl: db.url, env: { SEED_DEMO: 'true' } });
    await seeding.stop();
    await seedScale(db);
    const measured = [
      ...(values.baseline
        ? await measureCheckout(`before (${commitOf(values.baseline)})`, path.resolve(values.baseline), db)
        : []),
      ...(await measureCheckout(`this build (${commitOf(root)})`, root, db)),
    ];
    const [server] = await db.query<{ version: string }>('select version()');
    const version = server?.version ?? 'unknown';
    const body = [
      `- Date: ${new Date().toISOString()}; Chromium headless on this machine, no CPU or network throttling (an admin's desk), ${runs} runs a width; ${version.split(' on ')[0]}.`,
      `- Data: the demo, then ${formatNumber(riderCount)} approved riders over the 64 districts and ${formatNumber(parcelCount)} pending parcels bound all over the country (the server lists the oldest 500).`,
      "- Ready: from the navigation's start to every row drawn with its rider dropdown usable (timed in the page on each animation frame). Elements, options and heap when ready; rider requests made by the page; the longest input event (Event Timing) while the admin opens a dropdown halfway down and chooses a rider.",
      '',
      '| Build | Width | Ready, s (each run) | Elements | Options | JS heap MB | Rider requests | Longest event on choosing, ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...measured.map(row),
    ].join('\n');
    writeSection(path.join(root, 'bench/RESULTS.md'), '## Pending Parcels at a national scale', body);
    console.info(body);
  } finally {
    await db.drop();
  }
}

await main();
