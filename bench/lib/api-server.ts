import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, productionNodeFlags, type Server, startServer } from './processes.ts';

/**
 * Rate limits raised for load runs (they would turn a load test into a 429 test); the limiters still
 * run on every request.
 */
export const highLimit = '1000000000';
export const raisedLimits = {
  AUTH_RATE_LIMIT_MAX: highLimit,
  API_RATE_LIMIT_MAX: highLimit,
  TRACK_RATE_LIMIT_MAX: highLimit,
};

/**
 * The built API (`apps/api/dist/server.js`, `npm run build` first) as production runs it (NODE_ENV,
 * the `serve` script's Node flags), on a free port with a data directory of its own, ready once
 * `/api/ready` answers; stopping it removes its data directory. `env` adds or overrides variables (demo seeding, raised limits, caches).
 */
export async function startProductionApi(options: {
  root: string;
  databaseUrl: string | undefined;
  env?: Record<string, string>;
  /** Shared by servers that must accept each other's sessions (and the reference's token check). */
  secret?: string;
  nodeArgs?: string[];
  entry?: string;
  /** A port of the caller's choosing; a free one otherwise. */
  port?: number;
}): Promise<Server> {
  const { root, databaseUrl, env = {}, nodeArgs = [] } = options;
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-bench-api-'));
  const server = await startServer(
    options.entry ?? path.join(root, 'apps/api/dist/server.js'),
    port,
    {
      NODE_ENV: 'production',
      METRICS_TOKEN: 'local-run-metrics-token',
      BETTER_AUTH_SECRET: options.secret ?? crypto.randomBytes(24).toString('hex'),
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    '/api/ready',
    [...productionNodeFlags(root), ...nodeArgs],
  );
  const stop = server.stop;
  // Its uploads and files go with it.
  server.stop = async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return server;
}
