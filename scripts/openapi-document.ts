// Writes the live OpenAPI document of the built app (no server, no network) to the path given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { loadEnv } from '../apps/api/src/env.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: openapi-document.ts <output.json>');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-openapi-'));
const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  BETTER_AUTH_SECRET: 'openapi-document-secret-long-enough-to-pass',
  WEBHOOK_WORKER: 'off',
  LOG_LEVEL: 'silent',
});
// The document does not touch the database: an empty in-memory one is enough to build the app.
const database = await openDatabase({ pgliteDir: 'memory://' });
const app = await buildApp({ env, database, logger: false });
await app.ready();
fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
