import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext } from '../test/helpers.ts';
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
  const second = await buildApp({ env: ctx.env, database: ctx.database, logger: false });
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
