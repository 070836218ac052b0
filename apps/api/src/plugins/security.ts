import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';
import { addressKey } from '../lib/address-key.ts';
import { registerAccountRateLimit } from './account-rate-limit.ts';
import { type HitCounter, sharedRateLimitStore } from './rate-limit-store.ts';

/** CSP hashes for the inline scripts in the built index.html (the no-flash theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
  }
  return hashes;
}

/** The upload bucket's origin when it is not this site (e.g. MinIO on its own host). */
function uploadOrigins(env: Env): string[] {
  if (env.UPLOAD_DRIVER !== 's3' || !env.S3_PUBLIC_URL) return [];
  try {
    const origin = new URL(env.S3_PUBLIC_URL).origin;
    return origin === new URL(env.publicUrl).origin ? [] : [origin];
  } catch {
    return [];
  }
}

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** API answers are JSON, never documents: the API docs (HTML) are the one exception under /api. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers that matter for a JSON answer (OWASP's REST list): nothing in it may run, be framed or
 * be sniffed into another type. The page headers (helmet's full set) spend about 700 bytes per answer
 * on browser features a JSON body never uses.
 */
export function jsonApiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ];
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of kept) {
    const value = pageHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  env: Env,
  scriptHashes: string[],
  /** Shared counters (PostgreSQL or Redis); without them limits are counted in this process only. */
  counter?: HitCounter,
): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the camera scanner compile its barcode reader (ZXing-C++ as
        // WebAssembly, served from our own origin); it allows WebAssembly only, never eval() of text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...uploadOrigins(env)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        upgradeInsecureRequests: env.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // HSTS only means something behind TLS; on plain http it would pin localhost to https.
    strictTransportSecurity: env.publicUrl.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = jsonApiHeaders(headers);
  // The headers never change per request, so they are computed once: @fastify/helmet rebuilds helmet's
  // middleware on every request, which cost tracking lookups about half their throughput (bench/RESULTS-archive.md).
  // A callback-style hook, since it runs on every request and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? apiHeaders : headers);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: env.API_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The one address key (an IPv6 address's /64) every limit counts under, route limits included
    // (they inherit this generator): plugins/api-key-auth.ts counts key calls under it too.
    keyGenerator: (request) => addressKey(request.ip),
    ...(counter
      ? {
          store: sharedRateLimitStore(counter, (error) =>
            app.log.warn({ err: error }, 'rate limit store failed'),
          ),
        }
      : {}),
    // A store outage must not take the API down with it; the error is logged above.
    skipOnError: true,
    // Every API request counts, Better Auth's included (it also keeps tighter limits of its own for
    // sign-in and sign-up): this hook runs before a body is read. Static files are not limited. A call
    // with a valid API key is counted in this same per-IP bucket by plugins/api-key-auth.ts, next to its
    // key's own limit, so its answer carries the key's rate-limit headers rather than these.
    allowList: (request) => !request.url.startsWith('/api/') || request.apiKeySession !== undefined,
  });

  if (counter) {
    registerAccountRateLimit(app, counter, {
      perAccountAndIp: env.AUTH_ACCOUNT_IP_RATE_LIMIT_MAX,
      perAccount: env.AUTH_ACCOUNT_RATE_LIMIT_MAX,
    });
  }
}
