import type { Role } from '@desh/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth, AuthSession } from '../lib/auth.ts';
import { AppError, serviceUnavailable, unauthorized } from '../lib/errors.ts';
import { roleOf } from '../lib/role-of.ts';
import {
  checkAuthText,
  concealExistingAccount,
  readableValidationAnswer,
  withoutRawToken,
} from './auth-answers.ts';
import type { SessionLookup } from './session-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A change to this user committed here: this process forgets their sessions now (the others on NOTIFY). */
    forgetSessionsOf(userId: string): void;
  }
  interface FastifyRequest {
    /** The caller's session, looked up once per request and cached. */
    session(): Promise<AuthSession | null>;
    sessionCache?: Promise<AuthSession | null>;
  }
}

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/**
 * "No such session" is an answer (signed out, 401 later); a lookup that failed is not: the caller may
 * well be signed in, so the request answers 503 and the client retries, never 401.
 */
function sessionLookupFailed(error: unknown): null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 401) return null;
  throw serviceUnavailable(undefined, error);
}

export function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  origin: string,
  sessions: SessionLookup,
): void {
  app.decorateRequest('sessionCache', undefined);
  app.decorate('forgetSessionsOf', (userId: string) => sessions.forgetUser(userId));
  app.decorateRequest('session', function (this: FastifyRequest) {
    // An API key was resolved before the handler (plugins/api-key-auth.ts): its owner is the caller.
    // Otherwise the fast path (plugins/session-lookup.ts): signature checked in process, one prepared
    // join, a short cache.
    this.sessionCache ??= this.apiKeySession
      ? Promise.resolve(this.apiKeySession)
      : sessions.lookup(this.headers).catch(sessionLookupFailed);
    return this.sessionCache;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      checkAuthText(request.body);
      const response = await auth.handler(toWebRequest(request, origin));
      // Better Auth answers 500 when its database fails (it logs the cause): in our shape, and as the
      // outage it is, so the client retries instead of showing a broken page.
      if (response.status >= 500) throw serviceUnavailable();
      const concealed = await concealExistingAccount(auth, request, response);
      if (concealed) return reply.status(200).type('application/json').send(concealed);

      // Sign-in, sign-out, revocations: this process forgets its cached sessions at once (the others on NOTIFY).
      if (request.method === 'POST') sessions.clear();
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      const text = await response.text();
      if (!response.headers.get('content-type')?.includes('json')) return reply.send(text);
      return reply.send(response.status === 400 ? readableValidationAnswer(text) : withoutRawToken(text));
    },
  });
}

export async function requireSession(request: FastifyRequest): Promise<AuthSession> {
  const session = await request.session();
  if (!session) throw unauthorized();
  return session;
}

/** preHandler factory: only the listed roles pass; the check runs on the server, whatever the client shows. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await requireSession(request);
    if (!allowed.includes(roleOf(session))) {
      throw new AppError(403, 'ROLE_REQUIRED', `This needs the ${allowed.join(' or ')} role.`, undefined, {
        roles: allowed.join(','),
      });
    }
  };
}

/** Admins only. */
export const adminOnly = requireRole('admin');
