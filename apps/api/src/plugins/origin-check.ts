import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Better Auth's cookie, with or without the __Secure- prefix it adds on https.
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A cookie-authenticated write must come from the site itself. SameSite=Lax stops other sites but
 * not a sibling subdomain, so every state-changing request that carries the session cookie and an
 * Origin (or, without one, a Referer) outside the trusted list is refused. Calls with an
 * Authorization header (session bearer tokens, API keys) carry no ambient credential and pass.
 */
export function registerOriginCheck(app: FastifyInstance, trusted: readonly string[]): void {
  const allowed = new Set(trusted.map((origin) => originOf(origin)).filter(Boolean));
  app.addHook('onRequest', (request, _reply, done) => {
    if (!stateChanging.has(request.method) || request.headers.authorization) return done();
    if (!sessionCookie.test(request.headers.cookie ?? '')) return done();
    const { origin, referer } = request.headers;
    const from = origin !== undefined ? origin : referer !== undefined ? originOf(referer) : null;
    // Neither header: not a browser's cross-site request (browsers send Origin on every such write).
    if (from === null) return done();
    if (from !== undefined && allowed.has(from)) return done();
    done(forbidden('This request came from another site and was refused.'));
  });
}
