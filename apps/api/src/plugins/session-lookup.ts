import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Auth, AuthSession } from '../lib/auth.ts';

/**
 * Channel the `sessions` and `users` triggers notify on (migration 0002_session_notify) with the
 * user's id whenever one of their sessions is updated or deleted (sign-out, revoke, password reset)
 * or their user row changes (role, email, name): every process then drops what it cached for them.
 */
export const sessionChannel = 'session_changes';

/** The cached answer for one signed token. */
interface Entry {
  session: AuthSession;
  userId: string;
  /** Until when this process may answer from the cache (never past the session's own expiry). */
  until: number;
}

export interface SessionLookup {
  /** The caller's session from a signed bearer token or session cookie; null when there is none. */
  lookup(headers: IncomingHttpHeaders): Promise<AuthSession | null>;
  /** Drops everything cached (after sign-in/out through this process, or when notifications may be lost). */
  clear(): void;
  /**
   * Drops one user's entries: a change to them (their role) committed through this process, whose
   * caller's next request may arrive before PostgreSQL's notification does.
   */
  forgetUser(userId: string): void;
  /**
   * Runs `listener` whenever a user's sessions or record change on any process (with their id), or
   * when notifications may have been missed (with undefined: everyone may have changed).
   */
  onUserChange(listener: (userId: string | undefined) => void): () => void;
  /** Until when the session with this id lasts; undefined once it is gone or expired (asks the database). */
  liveUntil(sessionId: string): Promise<Date | undefined>;
  close(): Promise<void>;
}

export interface SessionLookupOptions {
  auth: Auth;
  database: Database;
  /** How long one process may answer from its cache; changes notified by PostgreSQL drop entries at once. */
  cacheMs: number;
  /** Upper bound on cached tokens (oldest dropped first). */
  maxEntries?: number;
}

/**
 * The user's columns Better Auth answers a session with: its own and the additional fields. A suspension
 * is the server's own record (modules/admin/people.ts), never part of the answer.
 */
const { suspendedAt, suspendedReason, ...sessionUserColumns } = getTableColumns(users);

function sessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token');
}

/** Better Auth signs a session token as `token.base64(HMAC-SHA256(secret, token))` (44 characters, padded). */
export function verifySignedToken(signed: string, secret: string): string | undefined {
  const value = signed.includes('%') ? safeDecode(signed) : signed;
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  return token;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The signed session token a request carries, the way Better Auth reads it: a signed bearer token
 * (its bearer plugin) before the session cookie. Unsigned bearer tokens are not accepted here.
 */
export function signedTokenOf(
  headers: IncomingHttpHeaders,
  cookieName: string,
  secret: string,
): { signed: string; token: string } | undefined {
  const authorization = headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const signed = authorization.slice(7).trim();
    const token = verifySignedToken(signed, secret);
    if (token) return { signed, token };
  }
  const cookie = cookieValue(headers.cookie, cookieName);
  if (cookie) {
    const token = verifySignedToken(cookie, secret);
    if (token) return { signed: cookie, token };
  }
  return undefined;
}

/**
 * Session lookup for API routes without going through Better Auth's endpoint machinery on every
 * request: verify the token's signature in process, read session and user in one prepared join, and
 * keep the answer for at most `cacheMs`. Every process LISTENs on `sessionChannel`: a sign-out, a
 * revoked session or a changed user drops the user's entries on all processes as soon as PostgreSQL
 * delivers the notification, and never later than `cacheMs`. A session due for Better Auth's rolling
 * refresh (older than its updateAge) is handed to Better Auth's own getSession, which extends it.
 */
export async function createSessionLookup({
  auth,
  database,
  cacheMs,
  maxEntries = 10_000,
}: SessionLookupOptions): Promise<SessionLookup> {
  const context = await auth.$context;
  const secret = context.secret;
  const cookieName = context.authCookies.sessionToken.name;
  const expiresInMs = context.sessionConfig.expiresIn * 1000;
  const updateAgeMs = context.sessionConfig.updateAge * 1000;
  const query = sessionQuery(database.db);

  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<AuthSession | null>>();
  // Bumped by every invalidation: a lookup that started before one must not store its (maybe stale) answer.
  let epoch = 0;

  const clear = () => {
    epoch += 1;
    cache.clear();
    inFlight.clear();
  };
  const forgetUser = (userId: string) => {
    epoch += 1;
    inFlight.clear();
    for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key);
  };

  const changeListeners = new Set<(userId: string | undefined) => void>();
  const announce = (userId: string | undefined) => {
    for (const listener of [...changeListeners]) listener(userId);
  };
  const unlisten = await database.listen(sessionChannel, (payload) => {
    if (payload) forgetUser(payload);
    else clear();
    announce(payload || undefined);
  });
  const offReconnect = database.onReconnect(() => {
    clear();
    announce(undefined);
  });

  async function read(
    signed: string,
    token: string,
    headers: IncomingHttpHeaders,
    started: number,
  ): Promise<AuthSession | null> {
    const [row] = await query.execute({ token });
    const now = Date.now();
    if (!row || row.session.expiresAt.getTime() <= now) return null;
    // Rolling sessions: Better Auth extends the expiry once the session is older than updateAge.
    if (updateAgeMs > 0 && row.session.expiresAt.getTime() - expiresInMs + updateAgeMs <= now) {
      const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      return (refreshed as AuthSession | null) ?? null;
    }
    const session = row as unknown as AuthSession;
    if (cacheMs > 0 && epoch === started) {
      if (cache.size >= maxEntries) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(signed, {
        session,
        userId: row.user.id,
        until: Math.min(now + cacheMs, row.session.expiresAt.getTime()),
      });
    }
    return session;
  }

  return {
    forgetUser,
    onUserChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async liveUntil(sessionId) {
      const [row] = await database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row?.expiresAt;
    },
    lookup(headers) {
      // A cached entry is keyed by the exact signed value it was verified with: a hit needs no HMAC.
      const bearer = headers.authorization;
      if (bearer && cache.size > 0 && bearer.slice(0, 7).toLowerCase() === 'bearer ') {
        const hit = cache.get(bearer.slice(7).trim());
        if (hit && hit.until > Date.now()) return Promise.resolve(hit.session);
      }
      const found = signedTokenOf(headers, cookieName, secret);
      if (!found) return Promise.resolve(null);
      const cached = cache.get(found.signed);
      if (cached) {
        if (cached.until > Date.now()) return Promise.resolve(cached.session);
        cache.delete(found.signed);
      }
      // Concurrent requests with one token share a single read.
      let pending = inFlight.get(found.signed);
      if (!pending) {
        const key = found.signed;
        pending = read(key, found.token, headers, epoch).finally(() => {
          if (inFlight.get(key) === pending) inFlight.delete(key);
        });
        inFlight.set(key, pending);
      }
      return pending;
    },
    clear,
    async close() {
      changeListeners.clear();
      offReconnect();
      await unlisten();
      clear();
    },
  };
}
