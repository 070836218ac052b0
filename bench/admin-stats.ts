// `npm run bench:stats`: the pages of figures over all of history (the dashboard's `GET /api/admin/stats`,
// asked every 30 s by each open dashboard, the ledger's company summary and merchants' balances, and a
// merchant's statement of one day and payments page, whose balances are all the days before) over a long
// history. The demo, then `--parcels` parcels (1,000,000) booked over `--days` days (100), those older than
// two days finished (delivered, returned, cancelled, partly delivered) with their ledger lines, the newer
// ones on their way. Timed from this script over HTTP against the built server, one request at a time, each
// page's first request in turn right after the server's start, while the history is summed once, and the
// `--requests` that follow it. `--baseline <checkout>` measures another built checkout (`npm ci && npm run
// build` there) on the same data in alternate rounds, and the answers of both must be the same.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dhakaDate, districtIds, shiftDay } from '@desh/shared';
import { signIn } from './lib/api.ts';
import { startProductionApi } from './lib/api-server.ts';
import { commitOf } from './lib/checkout.ts';
import { type BenchDatabase, benchServerUrl, createBenchDatabase, databaseSize } from './lib/database.ts';
import { formatNumber, writeSection } from './lib/results.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    parcels: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '100' },
    requests: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const parcelCount = Number(values.parcels);
const days = Number(values.days);
const requestCount = Number(values.requests);
const rounds = Number(values.rounds);
const log = (line: string) => console.info(`[bench:stats] ${new Date().toISOString().slice(11, 19)} ${line}`);

/** Parcels of a long history from the demo customer, in batches (one statement each, the triggers run per row). */
async function seedHistory(db: BenchDatabase): Promise<void> {
  const batch = 100_000;
  const secondsApart = (days * 86_400) / parcelCount;
  for (let first = 1; first <= parcelCount; first += batch) {
    const last = Math.min(parcelCount, first + batch - 1);
    await db.query(
      `insert into parcels (id, tracking_id, parcel_title, receiver_name, receiver_phone, pickup_address,
         delivery_address, pickup_district, delivery_district, parcel_type, payment_method, sender_id, sender_email,
         status, rider_id, booking_time, updated_at, delivery_fee_poisha, cod_amount_poisha)
       select 'history-' || g, 'DSH-HIST' || lpad(g::text, 9, '0'), 'Winter jackets', 'Salma Akter',
         '0171' || lpad((g % 10000000)::text, 7, '0'), 'House 12, Road 5, Dhanmondi', 'Station Road ' || g, 'dhaka',
         ($4::text[])[1 + g % array_length($4::text[], 1)], 'medium', case when g % 3 = 0 then 'prepaid' else 'cod' end,
         sender.id, sender.email,
         case
           when booked > now() - interval '2 days'
             then (array['pending','assigned','picked_up','in_transit','in_transit','out_for_delivery','failed'])[1 + g % 7]
           when g % 100 < 88 then 'delivered'
           when g % 100 < 93 then 'returned'
           when g % 100 < 98 then 'cancelled'
           else 'partially_delivered'
         end,
         rider.id, booked, booked, 12000, case when g % 3 = 0 then 0 else 100000 end
       from generate_series($1::int, $2::int) g
         cross join lateral (select now() - g * make_interval(secs => $3::float8) as booked) t,
         (select id, email from users where email = 'customer@desh.test') sender,
         (select id from riders order by id limit 1) rider`,
      [first, last, secondsApart, districtIds],
    );
    log(`parcels: ${formatNumber(last)} of ${formatNumber(parcelCount)}`);
  }
  // A delivery's money as the server books it: COD collected (cash with the rider, owed to the merchant) and the fee.
  for (let first = 1; first <= parcelCount; first += batch) {
    const last = Math.min(parcelCount, first + batch - 1);
    await db.query(
      `with entries as (
         insert into ledger_entries (kind, idempotency_key, parcel_id, rider_id, merchant_id, created_at)
         select 'delivery_collection', 'delivery:' || p.id, p.id, p.rider_id, p.sender_id, p.booking_time + interval '1 day'
         from parcels p
         where p.id in (select 'history-' || g from generate_series($1::int, $2::int) g) and p.status = 'delivered'
         returning id, parcel_id, rider_id, merchant_id
       )
       insert into ledger_lines (entry_id, account_kind, account_owner, purpose, amount_poisha)
       select e.id, l.kind, l.owner, l.purpose, l.amount
       from entries e join parcels p on p.id = e.parcel_id
         cross join lateral (values
           ('rider_cash', e.rider_id, 'cod_collected', p.cod_amount_poisha + p.delivery_fee_poisha),
           ('merchant_payable', e.merchant_id, 'cod_collected', -(p.cod_amount_poisha + p.delivery_fee_poisha)),
           ('merchant_payable', e.merchant_id, 'delivery_fee', p.delivery_fee_poisha),
           ('fee_revenue', '', 'delivery_fee', -p.delivery_fee_poisha)
         ) as l(kind, owner, purpose, amount)
       where p.payment_method = 'cod' or l.purpose = 'delivery_fee'`,
      [first, last],
    );
    log(`ledger: parcels ${formatNumber(last)} of ${formatNumber(parcelCount)}`);
  }
  await db.query('vacuum analyze');
}

/** In SQL over `settled_watermarks`: the highest number its row's source has handed out. */
const historyEnd = `case source when 'booked_parcels' then (select max(booked_seq) from parcels)
  when 'finished_parcels' then (select max(finish_seq) from parcels)
  when 'ledger_lines' then (select max(id) from ledger_lines) else (select max(id) from ledger_entries) end`;

/**
 * A server that has run for more than an hour: its totals' candidate is the history seen then, settled
 * (every transaction then open has ended), nothing summed yet.
 */
async function settleHistory(db: BenchDatabase): Promise<void> {
  await db.query(`update settled_watermarks set summed_through = 0, candidate = ${historyEnd},
    candidate_seen_at = now() - interval '2 hours', candidate_xmax = 0`);
  await db.query('delete from settled_totals');
}

/**
 * The pages timed, in the order they are first asked: the dashboard, the ledger's summary and merchants'
 * balances, and the demo merchant's statement of one day ten days back (its opening balance is the history
 * before it) and payments page (its balance and latest movements).
 */
async function pagesToTime(db: BenchDatabase): Promise<string[]> {
  const [merchant] = await db.query<{ id: string }>(
    `select id from users where email = 'customer@desh.test'`,
  );
  const day = shiftDay(dhakaDate(Date.now()), -10);
  return [
    '/api/admin/stats',
    '/api/ledger/summary',
    '/api/ledger/merchants',
    `/api/payments/statement?from=${day}&to=${day}&merchantId=${merchant?.id ?? ''}`,
    `/api/payments/overview?merchantId=${merchant?.id ?? ''}`,
  ];
}

interface Measured {
  label: string;
  page: string;
  firstMs: number;
  /** From the server's start until the history was summed. */
  summedMs: number;
  requestMs: number[];
  answer: string;
}

/**
 * How long after `since` every watermark reached the history's end (a keeper sums it in the background;
 * a build without one did it in a page's first request), polled every 50 ms.
 */
async function historySummedAfter(db: BenchDatabase, since: number): Promise<number> {
  for (;;) {
    const [behind] = await db.query<{ count: number }>(
      `select count(*)::int as count from settled_watermarks where summed_through < ${historyEnd}`,
    );
    if (behind?.count === 0) return performance.now() - since;
    if (performance.now() - since > 300_000) throw new Error('the history was not summed within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measureCheckout(
  label: string,
  checkout: string,
  db: BenchDatabase,
  pages: string[],
): Promise<Measured[]> {
  await settleHistory(db);
  const started = performance.now();
  const server = await startProductionApi({ root: checkout, databaseUrl: db.url });
  try {
    const token = await signIn(server.url, 'admin@desh.test', 'admin123');
    const ask = async (page: string) => {
      const asked = performance.now();
      const response = await fetch(`${server.url}${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${label} ${page}: ${response.status} ${body}`);
      return { ms: performance.now() - asked, body };
    };
    // Every page's first request, one after another, right after the start (as a deploy meets them); the
    // rest once the history is summed.
    const firsts = new Map<string, Awaited<ReturnType<typeof ask>>>();
    for (const page of pages) firsts.set(page, await ask(page));
    const summedMs = await historySummedAfter(db, started);
    const measured: Measured[] = [];
    for (const page of pages) {
      const first = firsts.get(page) ?? (await ask(page));
      const requestMs: number[] = [];
      let answer = first.body;
      for (let count = 0; count < requestCount; count += 1) {
        const next = await ask(page);
        requestMs.push(next.ms);
        answer = next.body;
      }
      log(
        `${label} ${page}: first ${formatNumber(first.ms)} ms, then ${requestMs.map((ms) => formatNumber(ms)).join(' ')}`,
      );
      if (answer !== first.body) throw new Error(`${label} ${page}: the answer changed between requests`);
      measured.push({ label, page, firstMs: first.ms, requestMs, answer, summedMs });
    }
    return measured;
  } finally {
    await server.stop();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const highest = (numbers: number[]) => Math.max(...numbers);

async function main(): Promise<void> {
  const db = await createBenchDatabase(benchServerUrl);
  try {
    const seeding = await startProductionApi({ root, databaseUrl: db.url, env: { SEED_DEMO: 'true' } });
    await seeding.stop();
    const seedStarted = performance.now();
    await seedHistory(db);
    log(`history seeded in ${formatNumber((performance.now() - seedStarted) / 1000)} s`);
    const pages = await pagesToTime(db);
    const measured: Measured[] = [];
    for (let round = 0; round < rounds; round += 1) {
      if (values.baseline)
        measured.push(
          ...(await measureCheckout(
            `before (${commitOf(values.baseline)})`,
            path.resolve(values.baseline),
            db,
            pages,
          )),
        );
      measured.push(...(await measureCheckout(`this build (${commitOf(root)})`, root, db, pages)));
    }
    for (const page of pages) {
      const answers = new Set(measured.filter((run) => run.page === page).map((run) => run.answer));
      if (answers.size !== 1)
        throw new Error(`the builds answered ${page} differently:\n${[...answers].join('\n')}`);
    }
    const [counts] = await db.query<{ parcels: number; finished: number; lines: number }>(
      `select (select count(*)::int from parcels) as parcels,
         (select count(*)::int from parcels where finish_seq is not null) as finished,
         (select count(*)::int from ledger_lines) as lines`,
    );
    const [server] = await db.query<{ version: string }>('select version()');
    const body = [
      `- Date: ${new Date().toISOString()}; ${(server?.version ?? 'unknown').split(' on ')[0]} on this machine, as Debian ships it; the built server (NODE_ENV=production) and this script on the same 2 cores.`,
      `- Data: the demo, then ${formatNumber(parcelCount)} parcels booked over ${days} days (vacuumed and analysed): ${formatNumber(
        counts?.parcels ?? 0,
      )} parcels, ${formatNumber(counts?.finished ?? 0)} of them finished, ${formatNumber(counts?.lines ?? 0)} ledger lines; ${formatNumber(
        (await databaseSize(db)) / 1e6,
      )} MB.`,
      `- Each build's server is started afresh on the same data, as one that has run for over an hour (the totals' candidate seen two hours ago and settled, nothing summed yet): each page's first request in turn right after the start; then, once every watermark has reached the history's end (a build with the keeper sums it in the background; one without, in the first page's request), ${requestCount} requests of each page one after another. "History summed" is the time from the server's start (its boot included) to then. Every build answers each page the same.`,
      '',
      '| Build | page | first request, ms | then: median ms | highest ms | history summed, s |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...measured.map(
        (run) =>
          `| ${run.label} | \`${run.page.replace(/merchantId=[^&]+/, 'merchantId=<demo merchant>')}\` | ${formatNumber(run.firstMs)} | ${formatNumber(median(run.requestMs))} | ${formatNumber(highest(run.requestMs))} | ${formatNumber(run.summedMs / 1000)} |`,
      ),
    ].join('\n');
    writeSection(
      path.join(root, 'bench/RESULTS.md'),
      '## The admin dashboard at a long history (the bench)',
      body,
    );
    console.info(body);
  } finally {
    await db.drop();
  }
}

await main();
