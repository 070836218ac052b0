import type { Role } from '@desh/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth, AuthSession } from '../lib/auth.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
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

export function registerAuth(app: FastifyInstance, auth: Auth, origin: string): void {
  app.decorateRequest('sessionCache', undefined);
  app.decorateRequest('session', function (this: FastifyRequest) {
    // An API key was resolved before the handler (plugins/api-key-auth.ts): its owner is the caller.
    this.sessionCache ??= this.apiKeySession
      ? Promise.resolve(this.apiKeySession)
      : auth.api
          .getSession({ headers: fromNodeHeaders(this.headers) })
          .then((session) => session as AuthSession | null)
          .catch(() => null);
    return this.sessionCache;
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toWebRequest(request, origin));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

export async function requireSession(request: FastifyRequest): Promise<AuthSession> {
  const session = await request.session();
  if (!session) throw unauthorized();
  return session;
}

export function roleOf(session: AuthSession): Role {
  return ((session.user as { role?: Role }).role ?? 'customer') as Role;
}

/** preHandler factory: only the listed roles pass; the check runs on the server, whatever the client shows. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await requireSession(request);
    if (!allowed.includes(roleOf(session))) throw forbidden(`This needs the ${allowed.join(' or ')} role.`);
  };
}
