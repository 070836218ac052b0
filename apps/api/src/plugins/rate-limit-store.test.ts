import crypto from 'node:crypto';
import net from 'node:net';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRateLimits } from '../db/schema/index.ts';
import { buildTestApp, createTestContext } from '../test/helpers.ts';
import { type HitCounter, postgresHitCounter, redisHitCounter } from './rate-limit-store.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.info(`Redis tests skipped: nothing answers at ${redisUrl}.`);

/** A fresh client address per test, so keys never collide (Redis is shared between test runs). */
const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const health = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });

const subscribe = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: ip,
    payload: { email: `reader-${crypto.randomBytes(4).toString('hex')}@example.test` },
  });

/** Two app instances (two "servers") on one database, as behind a load balancer. */
async function twoServers(envOverrides: Record<string, string>) {
  const ctx = await createTestContext(envOverrides);
  const second = await buildTestApp({ env: ctx.env, database: ctx.database, logger: false });
  await second.ready();
  return {
    ctx,
    first: ctx.app,
    second,
    async close() {
      await second.close();
      await ctx.close();
    },
  };
}

function counterContract(name: string, makeCounter: () => HitCounter) {
  describe(`${name} hit counter`, () => {
    it('counts hits in a window, then starts again', async () => {
      const counter = makeCounter();
      const key = `test:${crypto.randomUUID()}`;
      expect((await counter.hit(key, 300)).count).toBe(1);
      const second = await counter.hit(key, 300);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(0);
      expect(second.ttlMs).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await counter.hit(key, 300)).count).toBe(1);
      await counter.reset(key);
      expect((await counter.hit(key, 300)).count).toBe(1);
    });

    it('never hands out the same count twice under concurrent hits', async () => {
      const counter = makeCounter();
      const key = `test:${crypto.randomUUID()}`;
      const hits = await Promise.all(Array.from({ length: 25 }, () => counter.hit(key, 60_000)));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
    });
  });
}

describe('rate limits shared through the database', () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  beforeAll(async () => {
    servers = await twoServers({ API_RATE_LIMIT_MAX: '3', NEWSLETTER_RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await servers.close();
  });

  counterContract('PostgreSQL', () => postgresHitCounter(servers.ctx.db));

  it('counts concurrent hits from two processes’ counters exactly, batched per key', async () => {
    // Each counter batches the hits that arrive while its upsert is in flight; together they still
    // hand out every count once.
    const [first, second] = [postgresHitCounter(servers.ctx.db), postgresHitCounter(servers.ctx.db)];
    const key = `test:${crypto.randomUUID()}`;
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).hit(key, 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('counts many addresses at once from two processes exactly, in a few statements each', async () => {
    // Each counter has one statement in flight and counts every key queued meanwhile in the next one;
    // the two take their rows in key order, so overlapping batches wait for each other, never deadlock.
    const [first, second] = [postgresHitCounter(servers.ctx.db), postgresHitCounter(servers.ctx.db)];
    const keys = Array.from({ length: 120 }, () => `test:${crypto.randomUUID()}`);
    const hitsEach = 4;
    // Each counter's statement is built on its first use; count only the statements sent after that.
    await Promise.all([first, second].map((counter) => counter.hit(`test:${crypto.randomUUID()}`, 60_000)));
    // Every statement of the database handle goes through its pool (Drizzle's public `$client`).
    const statements = vi.spyOn((servers.ctx.db as unknown as { $client: Pool }).$client, 'query');
    const hits = await Promise.all(
      Array.from({ length: keys.length * hitsEach }, async (_, index) => {
        const key = keys[index % keys.length] as string;
        const hit = await (index % 3 ? first : second).hit(key, 60_000);
        return { key, count: hit.count };
      }),
    );
    for (const key of keys) {
      const counts = hits.filter((hit) => hit.key === key).map((hit) => hit.count);
      expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    }
    // 480 hits: each counter's first hit goes alone, the rest wait for it and go together.
    expect(statements.mock.calls.length).toBeLessThanOrEqual(4);
    statements.mockRestore();
    const rows = await servers.ctx.db
      .select({ count: apiRateLimits.count })
      .from(apiRateLimits)
      .where(inArray(apiRateLimits.key, keys));
    expect(rows.map((row) => row.count)).toEqual(keys.map(() => hitsEach));
  });

  it('keeps each key’s own window in a statement that counts several', async () => {
    const counter = postgresHitCounter(servers.ctx.db);
    const short = `test:${crypto.randomUUID()}`;
    const long = `test:${crypto.randomUUID()}`;
    const [shortHit, longHit] = await Promise.all([counter.hit(short, 200), counter.hit(long, 60_000)]);
    expect(shortHit).toEqual({ count: 1, ttlMs: expect.any(Number) });
    expect(shortHit.ttlMs).toBeLessThanOrEqual(200);
    expect(longHit.ttlMs).toBeGreaterThan(50_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [shortAgain, longAgain] = await Promise.all([counter.hit(short, 200), counter.hit(long, 60_000)]);
    expect(shortAgain.count).toBe(1);
    expect(longAgain.count).toBe(2);
  });

  it('the second server sees the first server’s hits and answers 429', async () => {
    const ip = randomIp();
    expect((await health(servers.first, ip)).statusCode).toBe(200);
    expect((await health(servers.first, ip)).statusCode).toBe(200);
    expect((await health(servers.second, ip)).statusCode).toBe(200);
    const limited = await health(servers.second, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect((await health(servers.first, ip)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await health(servers.second, randomIp())).statusCode).toBe(200);
  });

  it('keeps route-level limits (newsletter) separate and shared too', async () => {
    const ip = randomIp();
    expect((await subscribe(servers.first, ip)).statusCode).toBe(201);
    expect((await subscribe(servers.second, ip)).statusCode).toBe(201);
    expect((await subscribe(servers.first, ip)).statusCode).toBe(429);
    // The route's own counter does not use up the global one.
    expect((await health(servers.first, ip)).statusCode).toBe(200);
  });
});

describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let redis: Redis;
  beforeAll(async () => {
    servers = await twoServers({ API_RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await redis.quit();
    await servers.close();
  });

  counterContract('Redis', () => redisHitCounter(redis, 'desh:test:'));

  it('the second server sees the first server’s hits and answers 429', async () => {
    const ip = randomIp();
    for (const app of [servers.first, servers.second, servers.first]) {
      expect((await health(app, ip)).statusCode).toBe(200);
    }
    expect((await health(servers.second, ip)).statusCode).toBe(429);
    expect(await redis.get(`desh:rl:api:${ip}`)).toBe('4');
  });
});
