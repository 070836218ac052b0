import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput } from './factories.ts';
import { freePorts } from './local-server.ts';
import { connectSse } from './sse-client.ts';

// Two real API processes on one PostgreSQL database. PGlite cannot be shared between processes,
// so this only runs when DATABASE_URL names a server; CI sets it (npm test with DATABASE_URL).

const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ports = await freePorts(2);
const origins = ports.map((port) => `http://127.0.0.1:${port}`);
const apiLimit = 30;

interface Server {
  origin: string;
  process: ChildProcess;
  output: string[];
  dataDir: string;
}

const servers: Server[] = [];
let databaseName = '';

function start(index: number, databaseUrl: string): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `desh-two-servers-${index}-`));
  const origin = origins[index] as string;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      METRICS_TOKEN: 'local-run-metrics-token',
      HOST: '127.0.0.1',
      PORT: String(ports[index]),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      BETTER_AUTH_SECRET: 'two-servers-secret-that-is-long-enough-for-better-auth',
      PUBLIC_URL: origin,
      TRUSTED_ORIGINS: origins.join(','),
      API_RATE_LIMIT_MAX: String(apiLimit),
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_ACCOUNT_IP_RATE_LIMIT_MAX: '1000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
      TRACK_CACHE_MS: '0',
      // The session tests below each come from their own address (X-Forwarded-For), so their calls
      // never use up the limit another test counts on.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const server = { origin, process: child, output, dataDir };
  servers.push(server);
  return server;
}

async function waitReady(server: Server, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited:\n${server.output.join('')}`);
    try {
      const response = await fetch(`${server.origin}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready in time:\n${server.output.join('')}`);
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGKILL');
    await exited;
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function signIn(origin: string, email: string, password: string, from: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...from },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const token = response.headers.get('set-auth-token');
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { bearer: { authorization: `Bearer ${token}` }, cookie };
}

async function call(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    databaseName = `desh_two_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl as string);
    url.pathname = `/${databaseName}`;
    // One after the other: the first applies the migrations and seeds the demo accounts.
    await waitReady(start(0, url.toString()));
    await waitReady(start(1, url.toString()));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    if (!databaseName) return;
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await cleanup.end();
  }, 60_000);

  it('shares sessions, live tracking and the API rate limit between the processes', {
    timeout: 240_000,
  }, async () => {
    const [a, b] = origins as [string, string];

    // A session made on A works on B, by bearer token and by cookie.
    const customer = await signIn(a, 'customer@desh.test', 'customer123');
    const booked = await call(
      b,
      'POST',
      '/api/parcels',
      customer.bearer,
      bookingInput({ parcelTitle: 'Two servers', paymentMethod: 'prepaid' }),
    );
    expect(booked.status).toBe(201);
    const parcel = booked.json as { _id: string; trackingId: string };
    const byCookie = await call(b, 'GET', `/api/parcels/${parcel._id}`, { cookie: customer.cookie });
    expect(byCookie.status).toBe(200);

    // A rider applies on A; the admin (signed in on B) approves on B.
    const adminSession = await signIn(b, 'admin@desh.test', 'admin123');
    const riderOrigin = a;
    const riderEmail = `rider-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const signUp = await fetch(`${riderOrigin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: riderOrigin },
      body: JSON.stringify({ name: 'Two Server Rider', email: riderEmail, password: 'secret123' }),
    });
    expect(signUp.status).toBe(200);
    const riderBearer = { authorization: `Bearer ${signUp.headers.get('set-auth-token')}` };
    const applied = await call(a, 'POST', '/api/riders', riderBearer, {
      fullName: 'Two Server Rider',
      phone: '01712345678',
      region: 'dhaka',
      vehicleType: 'motorbike',
    });
    expect(applied.status).toBe(201);
    const riderId = (applied.json as { _id: string })._id;
    expect((await call(b, 'PATCH', `/api/approve-rider/${riderId}`, adminSession.bearer)).status).toBe(200);

    // A tracking page connected to B sees the assignment made through A.
    const stream = await connectSse(`${b}/api/track/${parcel.trackingId}/events`);
    try {
      expect(stream.response.status).toBe(200);
      const assigned = await call(a, 'PATCH', `/api/parcels/assign/${parcel._id}`, adminSession.bearer, {
        riderId,
      });
      expect(assigned.json).toEqual({ modifiedCount: 1 });
      let seen = false;
      const deadline = Date.now() + 20_000;
      while (!seen && Date.now() < deadline) {
        const message = await stream.next(deadline - Date.now());
        if (!message) break;
        if (message.event !== 'comment' && message.data.includes('"assigned"')) seen = true;
      }
      expect(seen).toBe(true);
    } finally {
      stream.close();
    }

    // The API limit is counted in the shared store: once A says 429, B does too.
    let okOnA = 0;
    let limitedOnA = false;
    for (let attempt = 0; attempt < apiLimit + 5 && !limitedOnA; attempt++) {
      const response = await fetch(
        `${a}/api/quote?pickupDistrict=dhaka&deliveryDistrict=jashore&parcelType=small`,
      );
      if (response.status === 429) limitedOnA = true;
      else okOnA += 1;
      await response.arrayBuffer();
    }
    expect(limitedOnA).toBe(true);
    expect(okOnA).toBeLessThanOrEqual(apiLimit);
    const onB = await fetch(`${b}/api/quote?pickupDistrict=dhaka&deliveryDistrict=jashore&parcelType=small`);
    expect(onB.status).toBe(429);
    expect(await onB.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });
  /** A client address of its own for one test (the servers trust X-Forwarded-For here). */
  const address = () => ({
    'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
  });

  async function newCustomer(origin: string, from: Record<string, string>) {
    const email = `session-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...from },
      body: JSON.stringify({ name: 'Session Test', email, password: 'secret123' }),
    });
    expect(response.status).toBe(200);
    const id = ((await response.json()) as { user: { id: string } }).user.id;
    return { email, id, bearer: { authorization: `Bearer ${response.headers.get('set-auth-token')}` } };
  }

  /**
   * Asks `origin` until it answers `to`, and fails if it answered anything but `from` before, or if a
   * request sent more than `withinMs` after `since` still got `from`. Processes may keep a session
   * (with its user's role) in memory for at most SESSION_CACHE_MS (1 s), so this holds even if a
   * notification were lost; normally PostgreSQL's notification arrives first and the very first
   * request gets `to`.
   */
  async function turnsWithin(
    origin: string,
    url: string,
    headers: Record<string, string>,
    { since, from, to, withinMs = 1000 }: { since: number; from: number; to: number; withinMs?: number },
  ): Promise<void> {
    for (;;) {
      const sent = Date.now();
      const { status } = await call(origin, 'GET', url, headers);
      if (status === to) return;
      expect(status).toBe(from);
      expect(sent - since).toBeLessThanOrEqual(withinMs);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** `turnsWithin` for a session that ends: 200 until it answers 401. */
  const refusedWithin = (origin: string, url: string, headers: Record<string, string>, since: number) =>
    turnsWithin(origin, url, headers, { since, from: 200, to: 401 });

  it('refuses a session signed out on one process on the other too', { timeout: 60_000 }, async () => {
    const [a, b] = origins as [string, string];
    const from = address();
    const user = await newCustomer(a, from);
    const cookieSession = await signIn(a, user.email, 'secret123', from);
    // Both processes have the sessions in memory now.
    for (const origin of [a, b]) {
      expect((await call(origin, 'GET', '/api/parcels', { ...user.bearer, ...from })).status).toBe(200);
      expect(
        (await call(origin, 'GET', '/api/parcels', { cookie: cookieSession.cookie, ...from })).status,
      ).toBe(200);
    }
    const signOut = await fetch(`${a}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a, ...user.bearer, ...from },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const since = Date.now();
    await refusedWithin(b, '/api/parcels', { ...user.bearer, ...from }, since);
    await refusedWithin(a, '/api/parcels', { ...user.bearer, ...from }, since);
    // The cookie session is another session: still good.
    expect((await call(b, 'GET', '/api/parcels', { cookie: cookieSession.cookie, ...from })).status).toBe(
      200,
    );

    // Revoking every other session from process B ends the cookie session on A.
    const again = await signIn(b, user.email, 'secret123', from);
    const revoke = await fetch(`${b}/api/auth/revoke-other-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: b, ...again.bearer, ...from },
      body: '{}',
    });
    expect(revoke.status).toBe(200);
    await refusedWithin(a, '/api/parcels', { cookie: cookieSession.cookie, ...from }, Date.now());
    expect((await call(a, 'GET', '/api/parcels', { ...again.bearer, ...from })).status).toBe(200);
  });

  it('applies a role change made on one process on the other as soon as PostgreSQL tells it, within 1 s', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = origins as [string, string];
    const from = address();
    const admin = await signIn(a, 'admin@desh.test', 'admin123', from);
    const user = await newCustomer(b, from);
    const adminOnly = '/api/admin/stats';
    const setRole = async (origin: string, role: string) => {
      const changed = await call(
        origin,
        'PATCH',
        `/api/users/${user.id}/role`,
        { ...admin.bearer, ...from },
        { role },
      );
      expect(changed.status).toBe(200);
    };
    expect((await call(b, 'GET', adminOnly, { ...user.bearer, ...from })).status).toBe(403);
    expect((await call(a, 'GET', adminOnly, { ...user.bearer, ...from })).status).toBe(403);

    // The process that made the change answers with the new role at once; the other one as soon as
    // PostgreSQL's notification arrives, and never later than its session cache allows.
    let since = Date.now();
    await setRole(a, 'admin');
    expect((await call(a, 'GET', adminOnly, { ...user.bearer, ...from })).status).toBe(200);
    await turnsWithin(b, adminOnly, { ...user.bearer, ...from }, { since, from: 403, to: 200 });

    since = Date.now();
    await setRole(b, 'customer');
    expect((await call(b, 'GET', adminOnly, { ...user.bearer, ...from })).status).toBe(403);
    await turnsWithin(a, adminOnly, { ...user.bearer, ...from }, { since, from: 200, to: 403 });
  });

  it('counts a parcel booked through one process in the other’s list total', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = origins as [string, string];
    const from = address();
    const user = await newCustomer(a, from);
    const total = async (origin: string) => {
      const response = await fetch(`${origin}/api/parcels`, { headers: { ...user.bearer, ...from } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return Number(response.headers.get('x-total-count'));
    };
    expect(await total(b)).toBe(0);
    const booked = await call(
      a,
      'POST',
      '/api/parcels',
      { ...user.bearer, ...from },
      bookingInput({ parcelTitle: 'Counted', paymentMethod: 'prepaid' }),
    );
    expect(booked.status).toBe(201);
    // Same process: at once. The other process: as soon as the booking's notification arrives.
    expect(await total(a)).toBe(1);
    let onB = await total(b);
    for (let attempt = 0; onB !== 1 && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      onB = await total(b);
    }
    expect(onB).toBe(1);
  });

  it('counts a burst sent to both processes at once exactly against one limit', {
    timeout: 60_000,
  }, async () => {
    const from = address();
    const responses = await Promise.all(
      Array.from({ length: apiLimit * 2 }, (_, index) =>
        fetch(`${origins[index % 2]}/api/health`, { headers: from }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    expect(responses.filter((status) => status === 200)).toHaveLength(apiLimit);
    expect(responses.filter((status) => status === 429)).toHaveLength(apiLimit);
  });
});
