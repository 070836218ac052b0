import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

/** CSP hashes for the inline scripts in the built index.html (the no-flash theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
  }
  return hashes;
}

export async function registerSecurity(
  app: FastifyInstance,
  env: Env,
  scriptHashes: string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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

  await app.register(rateLimit, {
    global: true,
    max: env.API_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Better Auth limits its own routes (shared through the database); static files are not limited.
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/'),
  });
}
