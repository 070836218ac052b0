import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@desh/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { type Env, loadEnv } from '../env.ts';
import { createSmsInbox, type SmsInbox } from '../modules/sms/sms-transport.ts';
import type { SmsWorkerOptions } from '../modules/sms/sms-worker.ts';
import { findUserByEmail, setUserRole } from '../modules/users/users.repository.ts';
import { createTestDatabase } from './database.ts';

export interface TestContext {
  app: FastifyInstance;
  /** The SMS this app sent, as the receivers' phones would get them. */
  sms: SmsInbox;
  db: Db;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export const testOrigin = 'http://localhost:3000';

export interface TestContextOptions {
  smsWorker?: Partial<SmsWorkerOptions> | false;
  /** Log lines go here (JSON, as in production); no logging when unset. */
  logStream?: DestinationStream;
  /** SMS leave as SMS_URL says, instead of landing in the test inbox. */
  smsFromEnv?: boolean;
  /** On embedded PGlite (the quick start's database) even when DATABASE_URL names a server. */
  embedded?: boolean;
  /** On PostgreSQL, a pool of this many connections (createTestDatabase). */
  poolSize?: number;
  /** Passwords hashed with scrypt, as in production, instead of the test-only fast hash. */
  scryptPasswords?: boolean;
}

export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const { database, drop } = await createTestDatabase({
    embedded: options.embedded,
    poolSize: options.poolSize,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    AUTH_RATE_LIMIT_MAX: '10000',
    API_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...envOverrides,
  });
  const sms = createSmsInbox();
  const app = await buildApp({
    env,
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    smsTransport: options.smsFromEnv ? undefined : sms,
    // NOTIFY wakes the worker on every commit; the poll only catches retries coming due.
    smsWorker: options.smsWorker ?? { pollMs: 1000, baseBackoffMs: 50, maxBackoffMs: 500 },
    // Tests move the settled totals themselves, step by step (settled-totals.test.ts).
    totalsKeeper: false,
    overdueWatch: false,
    clockWork: false,
    // Scrypt only where a test asks for it (lib/password-hashing.ts): hundreds of sign-ups otherwise.
    fastTestPasswordHash: env.NODE_ENV === 'test' && !options.scryptPasswords,
  });
  await app.ready();
  return {
    app,
    sms,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `buildApp` for a second app a test builds on its database: with the test's fast password hash (under
 * NODE_ENV=test), so it signs in the accounts the test's own app made.
 */
export function buildTestApp(options: AppOptions): Promise<FastifyInstance> {
  return buildApp({ ...options, fastTestPasswordHash: options.env.NODE_ENV === 'test' });
}

/**
 * One app and database for the whole test file: built before its first test, closed after its last.
 * The object is filled in by `beforeAll`, so read its fields inside hooks and tests, not at load time.
 */
export function useTestContext(
  /** A function when the values come from another hook (a mail inbox's address). */
  envOverrides: Record<string, string> | (() => Record<string, string>) = {},
  options: TestContextOptions = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const env = typeof envOverrides === 'function' ? envOverrides() : envOverrides;
    Object.assign(ctx, await createTestContext(env, options));
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}

export interface SignedIn {
  userId: string;
  email: string;
  /** Headers that authenticate as this user with a bearer token. */
  headers: { authorization: string };
  cookie: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.test`;
}

export async function signUp(
  app: FastifyInstance,
  body: { name?: string; email?: string; password?: string } = {},
): Promise<SignedIn> {
  const email = body.email ?? uniqueEmail();
  const response = await signUpAnswer(app, {
    name: body.name ?? 'Test User',
    email,
    password: body.password ?? 'secret123',
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const token = response.headers['set-auth-token'];
  const json = response.json() as { user: { id: string } };
  const setCookie = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
  return {
    userId: json.user.id,
    email,
    headers: { authorization: `Bearer ${String(token)}` },
    cookie: setCookie.map((cookie) => cookie.split(';')[0]).join('; '),
  };
}

/** A POST to one of Better Auth's routes as the app's pages send it: from our own origin. */
export function postToAuth(app: FastifyInstance, url: string, payload: object, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: testOrigin },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload,
  });
}

/** The answer to signing up as the sign-up page does (whatever its status); `fields` may hold extras. */
export function signUpAnswer(
  app: FastifyInstance,
  fields: { name: string; email: string; password: string; [extra: string]: unknown },
) {
  return postToAuth(app, '/api/auth/sign-up/email', fields);
}

/** The answer to signing in with email and password as the sign-in page does (whatever its status). */
export function signInAnswer(app: FastifyInstance, email: string, password: string) {
  return postToAuth(app, '/api/auth/sign-in/email', { email, password });
}

/** Signs in with email and password as the sign-in page does: the new session's bearer headers. */
export async function signInHeaders(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<SignedIn['headers']> {
  const response = await signInAnswer(app, email, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${String(response.headers['set-auth-token'])}` };
}

/** One request as a signed-in person (their bearer headers), with a body when one is given. */
export function requestAs(
  ctx: Pick<TestContext, 'app'>,
  who: Pick<SignedIn, 'headers'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
) {
  return ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
}

/** A fresh user with the given role, signed in. */
export async function loginAs(ctx: TestContext, role: Role, name = `Test ${role}`): Promise<SignedIn> {
  const user = await signUp(ctx.app, { name, email: uniqueEmail(role) });
  if (role !== 'customer') {
    const row = await findUserByEmail(ctx.db, user.email);
    if (!row) throw new Error('user vanished');
    await setUserRole(ctx.db, row.id, role);
  }
  return user;
}
