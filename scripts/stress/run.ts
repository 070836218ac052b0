// `npm run stress`: load and fault tests against real server processes (not part of npm test).
// Figures go to the "Stress and fault tests" section of bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from '../../bench/lib/database.ts';
import { highLimit, log, root, tempDir } from './common.ts';
import { crashWithoutLoss } from './crash.ts';
import { loadWithoutLoss } from './load.ts';
import { currentInjectionLine, writeStressSection } from './results.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ports = { load: 3109, crashPostgres: 3110, crashPglite: 3111 };
const resultsFile = path.join(root, 'bench/RESULTS.md');

async function main(): Promise<void> {
  const loadDb = await createBenchDatabase(serverUrl);
  const load = await loadWithoutLoss(loadDb, ports.load).finally(() => loadDb.drop());
  log(`load: ${JSON.stringify(load)}`);

  const crashDb = await createBenchDatabase(serverUrl);
  const crashDir = tempDir('crash-pg');
  const crashPostgres = await crashWithoutLoss(
    'PostgreSQL 15',
    ports.crashPostgres,
    crashDir,
    crashDb.url,
  ).finally(() => crashDb.drop());
  fs.rmSync(crashDir, { recursive: true, force: true });
  log(`crash: ${JSON.stringify(crashPostgres)}`);

  const pgliteDir = tempDir('crash-pglite');
  const crashPglite = await crashWithoutLoss('PGlite (embedded)', ports.crashPglite, pgliteDir);
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  log(`crash: ${JSON.stringify(crashPglite)}`);

  const loadOk =
    load.errors === 0 && load.duplicates === 0 && load.missing === 0 && load.created === load.bookings;
  const crashes = [crashPostgres, crashPglite];
  const crashOk = crashes.every((crash) => crash.acknowledged > 0 && crash.found === crash.acknowledged);
  const verdict = (ok: boolean) => (ok ? 'passed' : '**FAILED**');
  const body = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run stress\` on ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, shared with other work. ` +
      `Production server processes (\`NODE_ENV=production\`) on loopback; API, auth and tracking rate limits raised to ${highLimit} ` +
      'per minute for the run so the limiters do not turn load into 429s.',
    '',
    `**Load without loss** (${verdict(loadOk)}): ${load.bookings} bookings from ${load.users} customers, all sent at once over HTTP to one server on PostgreSQL 15 (fresh database).`,
    '',
    '| bookings sent | 201 Created | errors | duplicate tracking IDs | 201s missing from the database | wall time |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${load.bookings} | ${load.created} | ${load.errors} | ${load.duplicates} | ${load.missing} | ${load.seconds.toFixed(1)} s |`,
    '',
    `**Crash without loss** (${verdict(crashOk)}): 20 concurrent booking loops; the server is killed with SIGKILL 2 s after the first booking is acknowledged, ` +
      'restarted on the same database (same data directory for PGlite), and every acknowledged booking is fetched by its sender.',
    '',
    '| engine | 201s received before the kill | found after restart | requests cut off or refused by the kill |',
    '| --- | ---: | ---: | ---: |',
    ...crashes.map(
      (crash) => `| ${crash.engine} | ${crash.acknowledged} | ${crash.found} | ${crash.failedWhileDying} |`,
    ),
    '',
    currentInjectionLine(resultsFile) ??
      '**Injection** not run yet: `npm run sqlmap` writes its result here (command lines in docs/security.md).',
  ].join('\n');
  writeStressSection(resultsFile, body);
  log('wrote the "Stress and fault tests" section of bench/RESULTS.md');
  if (!loadOk || !crashOk) process.exitCode = 1;
}

await main();
