import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** pgbench ships with PostgreSQL's client tools: on Debian `apt-get install postgresql-client` (or postgresql-contrib). */
export function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;
}

export interface PgbenchResult {
  tps: number;
  /** Average latency per transaction, ms. */
  latencyMs: number;
}

/** Runs one custom script for `seconds` with `clients` connections (prepared statements) and reads its tps. */
export function pgbench(
  databaseUrl: string,
  script: string,
  clients: number,
  seconds: number,
): PgbenchResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-pgbench-'));
  const file = path.join(dir, 'script.sql');
  fs.writeFileSync(file, script);
  try {
    const result = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        file,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
    if (result.status !== 0 || !tps) {
      throw new Error(`pgbench failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
    }
    return { tps: Number(tps), latencyMs: Number(latency ?? 0) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
