import os from 'node:os';
import type { LoadSettings, Measurement } from './load.ts';
import { formatNumber } from './results.ts';

export function machineLines(settings: LoadSettings, postgresVersion: string, highLimit: string): string {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${formatNumber(os.totalmem() / 2 ** 30, 1)} GiB RAM, ${os.type()} ${os.release()}, load average before the run ${os.loadavg()[0]?.toFixed(1)}`,
    `- Node ${process.version}; ${postgresVersion.split(' on ')[0]}. autocannon, the server and PostgreSQL all run on this machine and share its cores`,
    `- Settings: ${settings.connections} connections, ${settings.durationSeconds} s per run after a 2 s warm-up, no pipelining`,
    '- Server: `apps/api/dist/server.js` as a child process with NODE_ENV=production, LOG_LEVEL=warn, a temporary DATA_DIR and',
    `  a fresh database. AUTH_RATE_LIMIT_MAX, API_RATE_LIMIT_MAX and TRACK_RATE_LIMIT_MAX are raised to ${highLimit}, so the`,
    '  limiters still run on every request but never answer 429 (production defaults: 10, 300 and 60 a minute per IP)',
  ].join('\n');
}

export function resultsTable(rows: Measurement[], baseline: Measurement): string {
  const lines = [
    '| Endpoint | req/s | vs baseline | p50 ms | p99 ms | requests | errors / non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const share = (row.requestsPerSecond / baseline.requestsPerSecond) * 100;
    lines.push(
      `| ${row.name} | ${formatNumber(row.requestsPerSecond)} | ${row === baseline ? '100 %' : `${formatNumber(share)} %`} | ${row.p50} | ${row.p99} | ${formatNumber(row.total)} | ${row.failures === 0 ? 'none' : row.detail} |`,
    );
  }
  return lines.join('\n');
}

export const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
