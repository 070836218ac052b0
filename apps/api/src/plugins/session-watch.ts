import type { FastifyInstance } from 'fastify';
import type { AuthSession } from '../lib/auth.ts';
import type { SessionLookup } from './session-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionWatch: SessionWatch;
  }
}

/** How a stream opened with an API key is told apart and re-checked (the api-keys module, given by app.ts). */
export interface WatchedApiKeys {
  /** The start of the session id an API key caller's session carries; the key's id follows it. */
  sessionPrefix: string;
  stillWorks(keyId: string): Promise<boolean>;
}

export interface SessionWatch {
  /**
   * Calls `onEnd` once the credential behind a long-lived answer (a live stream) stops being valid:
   * the session was signed out, revoked (on any process) or expired, or the API key was revoked or
   * suspended. Returns the function that stops watching.
   */
  watch(session: AuthSession, onEnd: () => void): () => void;
}

interface Watcher {
  sessionId: string;
  end(): void;
  timer?: NodeJS.Timeout;
}

// setTimeout's ceiling; a longer session is simply checked again then.
const maxTimerMs = 2 ** 31 - 1;

/**
 * Streams are answered once and then stay open, so the per-request session check never runs again:
 * this re-checks their credential whenever PostgreSQL announces a change to its user (migration
 * 0002's triggers on sessions and users, and api-keys' revoke and suspend), on every process, and
 * when the session's own expiry comes. A check that fails ends the stream too: the browser reconnects
 * and is asked again.
 */
export function createSessionWatch(
  sessions: Pick<SessionLookup, 'onUserChange' | 'liveUntil'>,
  apiKeys: WatchedApiKeys,
): SessionWatch & { close(): void } {
  const apiKeySessionPrefix = apiKeys.sessionPrefix;
  const byUser = new Map<string, Set<Watcher>>();

  async function check(watcher: Watcher): Promise<void> {
    let until: Date | undefined;
    try {
      if (watcher.sessionId.startsWith(apiKeySessionPrefix)) {
        const works = await apiKeys.stillWorks(watcher.sessionId.slice(apiKeySessionPrefix.length));
        if (works) return;
      } else {
        until = await sessions.liveUntil(watcher.sessionId);
      }
    } catch {
      until = undefined;
    }
    if (watcher.sessionId.startsWith(apiKeySessionPrefix) || !until) watcher.end();
    else expireAt(watcher, until);
  }

  function expireAt(watcher: Watcher, until: Date): void {
    clearTimeout(watcher.timer);
    const delay = Math.min(Math.max(0, until.getTime() - Date.now()) + 1000, maxTimerMs);
    watcher.timer = setTimeout(() => void check(watcher), delay);
    watcher.timer.unref();
  }

  const stopListening = sessions.onUserChange((userId) => {
    const targets = userId
      ? [...(byUser.get(userId) ?? [])]
      : [...byUser.values()].flatMap((set) => [...set]);
    for (const watcher of targets) void check(watcher);
  });

  return {
    watch(session, onEnd) {
      const userId = session.user.id;
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      let ended = false;
      const watcher: Watcher = {
        sessionId: session.session.id,
        end() {
          if (ended) return;
          stop();
          onEnd();
        },
      };
      function stop(): void {
        ended = true;
        clearTimeout(watcher.timer);
        const current = byUser.get(userId);
        current?.delete(watcher);
        if (current?.size === 0) byUser.delete(userId);
      }
      set.add(watcher);
      // Checked once now as well: a revocation that landed while the stream was opening is not missed.
      void check(watcher);
      return () => {
        if (!ended) stop();
      };
    },
    close() {
      stopListening();
      for (const set of byUser.values()) for (const watcher of set) clearTimeout(watcher.timer);
      byUser.clear();
    },
  };
}

export function registerSessionWatch(
  app: FastifyInstance,
  sessions: SessionLookup,
  apiKeys: WatchedApiKeys,
): void {
  const watch = createSessionWatch(sessions, apiKeys);
  app.decorate('sessionWatch', watch);
  app.addHook('onClose', async () => watch.close());
}
