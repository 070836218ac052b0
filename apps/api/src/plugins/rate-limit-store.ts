import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { prebuiltQuery, slot } from '../db/prebuilt-query.ts';
import { apiRateLimits } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { addressKey } from '../lib/address-key.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

/**
 * Fixed-window hit counters every server process shares (PostgreSQL or Redis), so a limit holds
 * for the whole site rather than per process.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
  reset(key: string): Promise<void>;
  /** Drops expired windows; cheap to call now and then. */
  sweep(): Promise<void>;
}

interface Waiter {
  resolve(hit: Hit): void;
  reject(error: unknown): void;
}

/** The hits on one key waiting for the next statement. */
interface QueuedHits {
  windowMs: number;
  waiters: Waiter[];
}

/** At most this many keys a statement: a long queue is counted by the statements that follow. */
const maxKeysPerStatement = 500;

/**
 * Counts in PostgreSQL, exactly: a hit is answered only once the database has counted it. A process
 * has at most one counting statement in flight; the hits that arrive meanwhile, on any key, wait and
 * are counted together by the next one (`count + n` for each key), each getting its own place in its
 * key's sequence. With one statement per key, every request from a different address (every rider's
 * phone) cost a statement and a pooled connection of its own; now a busy process sends one statement a
 * round trip, however many addresses it serves. The statement takes its keys' row locks in key order,
 * so two processes counting overlapping keys wait for each other instead of deadlocking.
 */
export function postgresHitCounter(db: Db): HitCounter {
  const expired = sql`${apiRateLimits.resetAt} <= now()`;
  const countHits = prebuiltQuery((executor: Db) =>
    executor
      .insert(apiRateLimits)
      .select(
        sql`select hit.key, hit.hits, now() + hit.window_ms * interval '1 millisecond'
          from unnest(${slot('keys')}::text[], ${slot('hits')}::integer[], ${slot('windowsMs')}::double precision[])
            as hit(key, hits, window_ms)
          order by hit.key`,
      )
      .onConflictDoUpdate({
        target: apiRateLimits.key,
        set: {
          count: sql`case when ${expired} then excluded.count else ${apiRateLimits.count} + excluded.count end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${apiRateLimits.resetAt} end`,
        },
      })
      .returning({
        key: apiRateLimits.key,
        count: apiRateLimits.count,
        ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${apiRateLimits.resetAt} - now())) * 1000))::int`,
      }),
  );
  const queued = new Map<string, QueuedHits>();
  let counting = false;

  async function count(batch: [string, QueuedHits][]): Promise<Map<string, Hit>> {
    const rows = await countHits(db, {
      keys: batch.map(([key]) => key),
      hits: batch.map(([, hits]) => hits.waiters.length),
      windowsMs: batch.map(([, hits]) => hits.windowMs),
    });
    return new Map(rows.map((row) => [row.key, { count: row.count, ttlMs: Number(row.ttlMs) }]));
  }

  function flush(): void {
    if (counting || queued.size === 0) return;
    const batch = [...queued].slice(0, maxKeysPerStatement);
    for (const [key] of batch) queued.delete(key);
    counting = true;
    count(batch)
      .then(
        (counted) => {
          for (const [key, { waiters }] of batch) {
            const hit = counted.get(key);
            if (!hit) {
              for (const waiter of waiters)
                waiter.reject(new Error(`rate limit upsert returned no row for ${key}`));
              continue;
            }
            // The batch took the last `n` places up to hit.count, in arrival order.
            const first = hit.count - waiters.length + 1;
            for (const [index, waiter] of waiters.entries()) {
              waiter.resolve({ count: first + index, ttlMs: hit.ttlMs });
            }
          }
        },
        (error: unknown) => {
          for (const [, { waiters }] of batch) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        counting = false;
        flush();
      });
  }

  return {
    hit(key, windowMs) {
      return new Promise<Hit>((resolve, reject) => {
        let hits = queued.get(key);
        if (!hits) {
          hits = { windowMs, waiters: [] };
          queued.set(key, hits);
        }
        hits.waiters.push({ resolve, reject });
        flush();
      });
    },
    async reset(key) {
      await db.delete(apiRateLimits).where(sql`${apiRateLimits.key} = ${key}`);
    },
    async sweep() {
      await db.delete(apiRateLimits).where(lt(apiRateLimits.resetAt, sql`now()`));
    },
  };
}

const redisHitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export function redisHitCounter(redis: Redis, prefix = 'desh:rl:'): HitCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(redisHitScript, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, ttlMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async sweep() {
      // Redis expires keys on its own.
    },
  };
}

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
  max?: unknown;
}

/** Route-level limits (`config: { rateLimit }`) count in a namespace of their own, like the Redis store. */
function childNamespace(parent: string, options: RouteInfo): string {
  const route = options.routeInfo;
  if (route?.url) return `${parent}:${[route.method ?? ''].flat().join(',')}:${route.url}`;
  return `${parent}:custom:${String(options.timeWindow)}:${String(options.max)}`;
}

type OnError = (error: Error) => void;

class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: HitCounter,
    private readonly namespace: string,
    private readonly onError: OnError,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.counter.hit(`${this.namespace}:${key}`, timeWindow).then(
      (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
      (error: Error) => {
        this.onError(error);
        callback(error);
      },
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedStore(
      this.counter,
      childNamespace(this.namespace, routeOptions as RouteInfo),
      this.onError,
    );
  }
}

/** The per-IP API limit's counter for one address, as the store below names it for @fastify/rate-limit. */
export const perIpApiCounterKey = (ip: string) => `api:${addressKey(ip)}`;

/** A store class for @fastify/rate-limit (it calls `new store(options)`) backed by a shared counter. */
export function sharedRateLimitStore(
  counter: HitCounter,
  onError: OnError = () => undefined,
  namespace = 'api',
): FastifyRateLimitStoreCtor {
  return class extends SharedStore {
    constructor() {
      super(counter, namespace, onError);
    }
  };
}

export interface SharedCounter {
  counter: HitCounter;
  kind: 'redis' | 'database';
  close(): Promise<void>;
}

/** Redis when REDIS_URL is set, else the app's own database (the api_rate_limits table). */
export function createSharedCounter(
  env: Pick<Env, 'REDIS_URL'>,
  db: Db,
  onError: (error: Error) => void = () => undefined,
): SharedCounter {
  if (env.REDIS_URL) {
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    redis.on('error', onError);
    return {
      counter: redisHitCounter(redis),
      kind: 'redis',
      async close() {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const counter = postgresHitCounter(db);
  const sweeper = setInterval(() => counter.sweep().catch(onError), 5 * 60 * 1000);
  sweeper.unref();
  return {
    counter,
    kind: 'database',
    async close() {
      clearInterval(sweeper);
    },
  };
}
