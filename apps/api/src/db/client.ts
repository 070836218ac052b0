import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseHosts } from './database-hosts.ts';
import { createPostgresListener, type NotificationHandler } from './postgres-listener.ts';
import { NamedStatementsClient } from './postgres-statements.ts';
import * as schema from './schema/index.ts';
import { setTransactionHandle } from './transactions.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: a query that may run inside a caller's transaction takes this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a Postgres NOTIFY channel; the returned function unsubscribes. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Runs after a lost LISTEN connection is back: notifications sent in between were missed. */
  onReconnect(listener: () => void): () => void;
  /** PostgreSQL's hosts (DATABASE_URL's list, and which one is in use); undefined on PGlite. */
  hosts?: DatabaseHosts;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for embedded PGlite; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory to start from (a tar file from `dumpDataDir`: tests' migrated template). */
  pgliteDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://'))
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Loaded only when used: a server on PostgreSQL never pays for the embedded engine's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { PreparedStatementsPglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./pglite-statements.ts'),
  ]);
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  await client.exec(`set random_page_cost = ${randomPageCost}`);
  const statements = new PreparedStatementsPglite(client);
  const db = drizzlePglite(statements as unknown as typeof client, { schema }) as unknown as Db;
  // Where `transaction` (transactions.ts) prepares the queries built once: PGlite's one transaction.
  setTransactionHandle(
    statements,
    drizzlePglite(statements.openTransaction as unknown as typeof client, { schema }) as unknown as Db,
  );
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    // In-process: the connection cannot drop.
    onReconnect: () => () => {},
    async close() {
      await client.close();
    },
  };
}

/**
 * What the planner counts for reading a page out of order, on the API's connections (PostgreSQL's
 * default, 4, is for spinning disks). The API's data is read from memory or SSD, where an index probe
 * costs about what a page read in order does. At 4 the planner hashed every parcel's custody row to
 * join the fifty parcels of one bag (1,300 pages and 24 ms a manifest at 30,000 parcels, against 570
 * pages and 2 ms by the indexes), and that cost grows with the table. An `options` parameter in
 * DATABASE_URL takes precedence (node-postgres reads the URL last).
 */
export const randomPageCost = 1.1;

/**
 * Bounds on every wait for PostgreSQL, so a request during an outage fails fast (503) instead of
 * hanging: getting a connection (queueing for the pool included), one statement on the server, and
 * one query end to end (a server that vanished without closing the socket never answers).
 */
export const postgresTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  queryMs: 35_000,
  idleInTransactionMs: 60_000,
} as const;

type ConnectCallback = (error: Error | null, client?: pg.Client) => void;

/**
 * The pool's client class: each client connects to the host `hosts` names at its creation and, when
 * DATABASE_URL asks for read-write, refuses a standby. A failed connection turns `hosts` to the next
 * host, so after a failover the next connections find the new primary (the failed one answered 503).
 */
export function clientsFollowingThePrimary(hosts: DatabaseHosts): typeof NamedStatementsClient {
  return class PrimaryClient extends NamedStatementsClient {
    readonly #hostUrl: string;

    constructor(config?: pg.ClientConfig) {
      const hostUrl = hosts.current();
      super({ ...config, connectionString: hostUrl });
      this.#hostUrl = hostUrl;
      // The pool listens for errors on idle clients only. A client that is connecting or checked out
      // when PostgreSQL drops it (a restart, a failover, pg_terminate_backend) emits 'error' too, and an
      // 'error' event nobody listens to ends the process: every client listens from its birth. The
      // query running on it fails with the same error, and the request answers 503
      // (plugins/error-handler.ts).
      this.on('error', (error) => console.warn('postgres connection lost:', error.message));
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const connected = (async () => {
        try {
          await super.connect();
          await hosts.check(this, this.#hostUrl);
          return this as pg.Client;
        } catch (error) {
          hosts.failed(this.#hostUrl);
          await this.end().catch(() => undefined);
          throw error;
        }
      })();
      if (!callback) return connected;
      connected.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
      return undefined;
    }
  };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const hosts = new DatabaseHosts(connectionString);
  const pool = new pg.Pool({
    Client: clientsFollowingThePrimary(hosts),
    max: poolSize,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    statement_timeout: postgresTimeouts.statementMs,
    query_timeout: postgresTimeouts.queryMs,
    idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
    options: `-c random_page_cost=${randomPageCost}`,
    keepAlive: true,
    // A statement called while the connection's earlier ones are still out is sent at once instead of
    // after their answers (node-postgres' documented pipelining): a command whose writes do not wait on
    // each other sends them in one round trip (the booking's). Awaited one by one, nothing changes.
    pipeline: true,
  });
  pool.on('error', (error) => console.warn('postgres idle connection lost:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // LISTEN needs one long-lived connection of its own, outside the pool.
  const listener = createPostgresListener({ hosts });

  return {
    db,
    kind: 'postgres',
    hosts,
    listen: listener.listen,
    onReconnect: listener.onReconnect,
    async close() {
      await listener.close();
      // pool.end() waits for every checked-out client; one stranded by a dropped connection must not
      // hold a shutdown forever.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pool.end(),
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            console.warn('postgres pool did not close in 10 s; shutting down without it');
            resolve();
          }, 10_000);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
