import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key.ts';
import type { AuthSession } from '../lib/auth.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import { type HitCounter, perIpApiCounterKey } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts `Authorization: Bearer dsh_live_…` (merchant API keys). Off unless set. */
    apiKey?: boolean;
    /**
     * A test key's call here is checked against the route's body schema and answered
     * `202 { dryRun: true }` without running the handler (a booking). Other writes refuse test keys.
     */
    apiKeyDryRun?: boolean;
  }
  interface FastifyRequest {
    /** The key's owner, acting as a merchant, when the request came with a valid API key. */
    apiKeySession?: AuthSession;
    /** The request came with a test key (dsh_test_…): reads only, bookings as a dry run. */
    apiKeyTest?: boolean;
  }
}

/** A caller a valid API key stands for. */
export interface ApiKeyCaller {
  keyId: string;
  rateLimitPerMinute: number;
  /** A test key: reads only, and bookings as a dry run. */
  test: boolean;
  /** The owner acting as a merchant: keys never carry rider or admin powers. */
  session: AuthSession;
}

/** What the hook asks of the api-keys module (given by app.ts: the floor imports no module). */
export interface ApiKeyLookup {
  /** The API key in an `Authorization` header, if that is what the header holds. */
  keyIn(authorization: string | undefined): string | undefined;
  /** The live key's caller; undefined for an unknown or revoked key, `suspended` for a suspended one. */
  resolve(key: string): Promise<ApiKeyCaller | 'suspended' | undefined>;
}

/** Spread into a route's options to let API keys call it: `{ ...acceptsApiKey, schema: … }`. */
export const acceptsApiKey = { config: { apiKey: true } } as const;

const windowMs = 60_000;

/** Methods that change nothing: the only ones a test key may call, besides a dry-run booking. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves `Authorization: Bearer dsh_live_…` before the handler. A key works only on routes flagged
 * `config.apiKey`; everywhere else (accounts, roles, keys) it is refused with 403. Each key has its
 * own per-minute limit, counted in the shared store so it holds across processes; a valid key's calls
 * are counted here in the per-IP bucket of plugins/security.ts as well (that hook then lets them
 * pass), so no key, whatever its limit, lifts an address above API_RATE_LIMIT_MAX.
 */
export function registerApiKeyAuth(
  app: FastifyInstance,
  keys: ApiKeyLookup,
  options: { counter: HitCounter | undefined; failuresPerMinute: number; perIpMax: number },
): void {
  const { counter, failuresPerMinute, perIpMax } = options;
  app.decorateRequest('apiKeySession', undefined);
  app.decorateRequest('apiKeyTest', undefined);
  // After the body passed the route's schema (a malformed booking gets its 400 and fields as with a live
  // key), a test key's dry-run call is answered without the handler: nothing is booked.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.apiKeyTest && !readMethods.has(request.method) && request.routeOptions.config.apiKeyDryRun) {
      reply.status(202).send({ dryRun: true });
      return;
    }
    done();
  });
  async function authenticate(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void> {
    if (request.routeOptions.config.apiKey !== true) {
      throw new AppError(
        403,
        'API_KEY_NOT_ALLOWED',
        'API keys cannot be used here; sign in to manage accounts, roles and keys.',
      );
    }
    const caller = await keys.resolve(key);
    if (!caller) {
      // A refused key never reaches the per-IP limit's hook, so wrong keys are counted per IP here.
      const failures = await counter?.hit(`api-key-fail:${addressKey(request.ip)}`, windowMs);
      if (failures && failures.count > failuresPerMinute) {
        reply.header('retry-after', Math.ceil(failures.ttlMs / 1000));
        throw new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
      }
      throw unauthorized('This API key is not valid or has been revoked.');
    }
    if (caller === 'suspended') {
      throw new AppError(
        403,
        'API_KEY_SUSPENDED',
        'This API key was suspended when the account’s password was reset; its owner must confirm it again under Settings, API keys.',
      );
    }
    if (counter) {
      // The address first: a flood from one address is refused before it uses up the key's minute.
      const fromIp = await counter.hit(perIpApiCounterKey(request.ip), windowMs);
      if (fromIp.count > perIpMax) {
        reply.header('retry-after', Math.ceil(fromIp.ttlMs / 1000));
        throw new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
      }
      const hit = await counter.hit(`api-key:${caller.keyId}`, windowMs);
      const remaining = Math.max(0, caller.rateLimitPerMinute - hit.count);
      reply.header('x-ratelimit-limit', caller.rateLimitPerMinute);
      reply.header('x-ratelimit-remaining', remaining);
      if (hit.count > caller.rateLimitPerMinute) {
        reply.header('retry-after', Math.ceil(hit.ttlMs / 1000));
        throw new AppError(
          429,
          // RATE_LIMITED as every other limit (clients test for it); the limit is in `params`.
          'RATE_LIMITED',
          `This API key is limited to ${caller.rateLimitPerMinute} requests a minute; try again shortly.`,
          undefined,
          { max: caller.rateLimitPerMinute },
        );
      }
    }
    if (
      caller.test &&
      !readMethods.has(request.method) &&
      request.routeOptions.config.apiKeyDryRun !== true
    ) {
      throw new AppError(
        403,
        'TEST_KEY_READ_ONLY',
        'A test key only reads and checks bookings; use a live key to make changes.',
      );
    }
    request.apiKeySession = caller.session;
    request.apiKeyTest = caller.test;
  }

  // Callback style: nearly every request has no key, and an async hook would cost each one a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const key = keys.keyIn(request.headers.authorization);
    if (!key || request.is404) return done();
    authenticate(request, reply, key).then(() => done(), done);
  });
}
