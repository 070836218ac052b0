// Starts the production server for the end-to-end tests on a database of its own:
// a fresh PGlite directory, or a fresh database on the server named by DATABASE_URL.
// Its mail goes to a local SMTP server that files each message in e2e/mailbox.ts's folder, and its
// SMS to a local HTTP SMS gateway (the real HTTP transport) that files each one in e2e/sms-inbox.ts's folder.
// Run with `node --import tsx` (playwright.config.ts does): the inbox is TypeScript shared with the API tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startMailInbox } from '../apps/api/src/test/mail-inbox.ts';
import { startSmsGateway } from '../apps/api/src/test/sms-gateway.ts';
import { mailboxDir } from '../e2e/mailbox.ts';
import { smsInboxDir } from '../e2e/sms-inbox.ts';
import { emptyMessageFolder } from '../e2e/support/message-folder.ts';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-e2e-'));
let databaseUrl;
let databaseName;
/** Whether a process of this machine still runs (the e2e server that made a database). */
function stillRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (process.env.DATABASE_URL) {
  databaseName = `desh_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // A run stopped hard (its runner killed, the machine restarted) could not drop its database: drop those
  // whose server no longer runs, so a machine that runs the suite day after day does not fill up.
  const { rows } = await admin.query(
    `select datname from pg_database where datname ~ '^desh_e2e_[0-9]+_[0-9]+$'`,
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (!stillRuns(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

const mailDir = mailboxDir(port);
const inbox = await startMailInbox(emptyMessageFolder(mailDir));
const smsDir = smsInboxDir(port);
const gateway = await startSmsGateway(emptyMessageFolder(smsDir));

// The whole log, requests included, goes to a file the tests read (e2e/support/server-log.ts: no
// password or email may reach it); the terminal gets warnings and errors only.
const logFile = path.resolve(`.tmp/e2e-server-${port}.log`);
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.createWriteStream(logFile, { flags: 'w' });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    NODE_ENV: 'production',
    METRICS_TOKEN: 'local-run-metrics-token',
    SEED_DEMO: 'true',
    BETTER_AUTH_SECRET: 'Q3v9xL2mP8rT5wZ1kN7bH4jF6dS0aG2c',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SMTP_URL: inbox.smtpUrl,
    SMS_URL: gateway.url,
    SMS_API_KEY: 'e2e-key',
    SMS_SENDER_ID: 'DeshCourier',
    AUTH_RATE_LIMIT_MAX: '100000',
    API_RATE_LIMIT_MAX: '100000',
    SUPPORT_RATE_LIMIT_MAX: '1000',
    // Production shows only the support contacts that are configured.
    SUPPORT_PHONE: '+880 9612-000000, 01712-000000',
    SUPPORT_EMAIL: 'support@desh.test',
    // Production refuses private webhook targets; the e2e receiver is this machine's closed port 9.
    WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
  },
});

const quietBelowWarn = (terminal) => {
  let rest = '';
  return (chunk) => {
    log.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const level = /^\{"level":(\d+)/.exec(line)?.[1];
      if (level === undefined || Number(level) >= 40) terminal.write(`${line}\n`);
    }
  };
};
server.stdout.on('data', quietBelowWarn(process.stdout));
server.stderr.on('data', quietBelowWarn(process.stderr));

async function cleanup() {
  await inbox.close();
  await gateway.close();
  fs.rmSync(smsDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
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
