import { AsyncLocalStorage } from 'node:async_hooks';
import { idleTracker } from './idle-tracker.ts';

/**
 * Better Auth enables its stores (request state, endpoint context, adapter) on its first call and
 * never disables them (idle-tracker.ts says what that costs), yet the API calls it only for
 * /api/auth/* and a session's rolling refresh: every other request would pay for stores it never
 * reads. So its stores are switched off whenever none of its calls is in flight; its next call
 * switches them on again (`run` does). A call's work is done when its promise settles: with no
 * background-task handler configured, Better Auth awaits its background work (mail, OTP, rate-limit
 * writes) inside the call.
 */

/** Where every copy of Better Auth in the process keeps its shared context (its stores among it). */
const betterAuthGlobal = Symbol.for('better-auth:global');

/** Better Auth's stores that exist now. */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    betterAuthGlobal
  ];
  return Object.values(shared?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

/**
 * Every Better Auth call in the process, whichever instance makes it: the stores are shared by all
 * instances (the server's, the seed's, a test's), so one instance going idle must not switch them off
 * under another's call.
 */
const betterAuthCalls = idleTracker(() => {
  for (const storage of betterAuthStorages()) storage.disable();
});

interface BetterAuthLike {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/**
 * The same Better Auth instance, its `handler` and every `api` function counted among `calls`, so
 * that its stores are off between calls.
 */
export function withStoragesOffWhenIdle<A extends BetterAuthLike>(
  auth: A,
  calls: ReturnType<typeof idleTracker> = betterAuthCalls,
): A {
  const api = Object.fromEntries(
    Object.entries(auth.api).map(([name, endpoint]) => [
      name,
      typeof endpoint === 'function'
        ? Object.assign((...args: unknown[]) => calls.run(() => endpoint(...args)), endpoint)
        : endpoint,
    ]),
  ) as A['api'];
  const handler = (request: Request) => calls.run(() => auth.handler(request));
  // `fetch` is Better Auth's other name for its handler.
  // Better Auth's instance is a plain object: a copy of its own fields is the same instance.
  return { ...auth, handler, ...('fetch' in auth ? { fetch: handler } : {}), api };
}
