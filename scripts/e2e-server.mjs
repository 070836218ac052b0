// Starts the production server for the end-to-end tests on a database of its own:
// a fresh PGlite directory, or a fresh database on the server named by DATABASE_URL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-e2e-'));
let databaseUrl;
let databaseName;
if (process.env.DATABASE_URL) {
  databaseName = `desh_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    BETTER_AUTH_SECRET: 'Q3v9xL2mP8rT5wZ1kN7bH4jF6dS0aG2c',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '100000',
  },
});

async function cleanup() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseName && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', async (code) => {
  await cleanup();
  process.exit(code ?? 0);
});
