import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { booking, signUp } from '../../bench/lib/api.ts';
import { type Server, startServer } from '../../bench/lib/processes.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const log = (line: string) => console.info(`[stress] ${line}`);
// Limits are raised for the run so that a load test does not turn into a rate-limit test; the limiters still run.
export const highLimit = '1000000000';

export interface Booked {
  id: string;
  trackingId: string;
  token: string;
}

/** The production server on `port`, on PostgreSQL (databaseUrl) or PGlite in dataDir. */
export function startApi(port: number, dataDir: string, databaseUrl?: string): Promise<Server> {
  return startServer(
    path.join(root, 'apps/api/src/server.ts'),
    port,
    {
      NODE_ENV: 'production',
      METRICS_TOKEN: 'local-run-metrics-token',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      BETTER_AUTH_SECRET: 'stress-secret-that-is-long-enough-for-better-auth',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_RATE_LIMIT_MAX: highLimit,
      AUTH_RATE_LIMIT_MAX: highLimit,
      AUTH_ACCOUNT_IP_RATE_LIMIT_MAX: highLimit,
      AUTH_ACCOUNT_RATE_LIMIT_MAX: highLimit,
      TRACK_RATE_LIMIT_MAX: highLimit,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    '/api/ready',
  );
}

export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `desh-stress-${name}-`));

/** `count` customers signed up `concurrency` at a time; answers their bearer tokens. */
export async function signUpMany(url: string, count: number, concurrency = 10): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, offset) =>
      signUp(
        url,
        `stress-${Date.now()}-${start + offset}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      ),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export type BookingResult = { status: number; booked?: Booked; error?: string };

/** One booking over real HTTP; network errors (e.g. the server was killed) are a status of 0. */
export async function bookOnce(url: string, token: string, title: string): Promise<BookingResult> {
  try {
    const response = await fetch(`${url}/api/parcels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...booking, parcelTitle: title }),
    });
    const text = await response.text();
    if (response.status !== 201) return { status: response.status, error: text.slice(0, 200) };
    const parcel = JSON.parse(text) as { _id: string; trackingId: string };
    return { status: 201, booked: { id: parcel._id, trackingId: parcel.trackingId, token } };
  } catch (error) {
    return { status: 0, error: String(error) };
  }
}

/** Whether the restarted server still has each booking (asked as its sender). */
export async function stillThere(url: string, booked: Booked[], concurrency = 20): Promise<number> {
  let found = 0;
  for (let start = 0; start < booked.length; start += concurrency) {
    const answers = await Promise.all(
      booked.slice(start, start + concurrency).map(async (parcel) => {
        const response = await fetch(`${url}/api/parcels/${parcel.id}`, {
          headers: { authorization: `Bearer ${parcel.token}` },
        });
        const body = response.ok ? ((await response.json()) as { trackingId: string }) : undefined;
        return body?.trackingId === parcel.trackingId;
      }),
    );
    found += answers.filter(Boolean).length;
  }
  return found;
}
