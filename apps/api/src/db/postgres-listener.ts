import net from 'node:net';
import pg from 'pg';
import { DatabaseHosts } from './database-hosts.ts';

export type NotificationHandler = (payload: string) => void;

export interface ListenerOptions {
  /** DATABASE_URL, one host or several (the listener then connects to the one `hosts` picks). */
  connectionString?: string;
  /** The pool's hosts, shared so that the listener follows the primary with the pool. */
  hosts?: DatabaseHosts;
  /** How the connection shows in pg_stat_activity. */
  applicationName?: string;
  /** Waits between reconnect attempts: doubles from the first value up to the second. */
  retryDelayMs?: { first: number; max: number };
  log?: Pick<Console, 'warn' | 'info'>;
}

/**
 * One long-lived connection that holds this process's LISTENs. PostgreSQL drops it on a restart, a
 * failover or an idle-connection reaper; it then reconnects with backoff and LISTENs again, and tells
 * `onReconnect` subscribers, because whatever was notified while it was away is lost.
 */
export function createPostgresListener({
  connectionString,
  hosts,
  applicationName = 'desh-listener',
  retryDelayMs = { first: 250, max: 10_000 },
  log = console,
}: ListenerOptions) {
  const targets = hosts ?? new DatabaseHosts(connectionString ?? '');
  const handlers = new Map<string, Set<NotificationHandler>>();
  const reconnectListeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  let closed = false;

  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

  async function connect(): Promise<pg.Client> {
    // Each host in turn, from the one in use: LISTEN on a standby would hear nothing (and is refused).
    const next = await targets.connectClient((hostUrl) => {
      // The socket is made here (node-postgres' `stream` option), so a shutdown can destroy a dead one.
      const socket = new net.Socket();
      const made = new pg.Client({
        connectionString: hostUrl,
        application_name: applicationName,
        stream: () => socket,
      });
      sockets.set(made, socket);
      // A dropped connection emits 'error' and then 'end'; 'end' alone starts the reconnect.
      made.on('error', (error) => log.warn('postgres listener connection error:', error.message));
      made.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      return made;
    });
    try {
      for (const channel of handlers.keys()) await next.query(listenSql(channel));
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.once('end', () => {
      if (client !== next) return;
      client = undefined;
      if (!closed) scheduleReconnect();
    });
    return next;
  }

  function scheduleReconnect(): void {
    const delay = Math.min(retryDelayMs.max, retryDelayMs.first * 2 ** failedAttempts);
    log.warn(`postgres listener connection lost; reconnecting in ${delay} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void ensureClient().then(
        () => {
          failedAttempts = 0;
          log.info('postgres listener reconnected');
          for (const listener of reconnectListeners) listener();
        },
        () => {
          failedAttempts += 1;
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (next) => {
        connecting = undefined;
        if (closed) {
          void next.end();
          throw new Error('the listener was closed');
        }
        client = next;
        return next;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      const current = await ensureClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await current.query(listenSql(channel));
      }
      set.add(handler);
      const registered = set;
      return async () => {
        registered.delete(handler);
      };
    },
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      // A connection PostgreSQL already dropped may never report its end: shutting down must not hang on it.
      await endWithin(current, 2_000);
    },
  };
}

/** Each listener connection's socket. */
const sockets = new WeakMap<pg.Client, net.Socket>();

/** Ends a client, giving up after `ms` (the socket is destroyed then): a dead connection never blocks a shutdown. */
async function endWithin(client: pg.Client | undefined, ms: number): Promise<void> {
  if (!client) return;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const outcome = await Promise.race([client.end().catch(() => 'ended' as const), gaveUp]);
  clearTimeout(timer);
  if (outcome === 'timeout') sockets.get(client)?.destroy();
}
