import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Executor, Tx } from './client.ts';
import * as schema from './schema/index.ts';

/** A connection's own Drizzle handle, by the connection (a pool's client, or PGlite's statements). */
const handles = new WeakMap<object, Db>();
/** The handle of the connection an open transaction runs on. */
const handleOfTransaction = new WeakMap<object, Db>();

/**
 * Names the handle PGlite's transactions run on (its one connection; `openTransaction` of
 * pglite-statements.ts): PGlite is loaded only where used, so client.ts makes it.
 */
export function setTransactionHandle(client: object, handle: Db): void {
  handles.set(client, handle);
}

function pooledHandle(client: pg.PoolClient): Db {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzle(client, { schema }) as unknown as Db;
    handles.set(client, handle);
  }
  return handle;
}

/**
 * Where a query built once (prebuilt-query.ts) is prepared for `executor`: inside a transaction that
 * `transaction` opened, the handle of its connection, so a query prepared in one transaction serves
 * every later one on that connection; otherwise the executor itself (the database, or a transaction
 * opened by Drizzle's own `transaction`, which serves only itself).
 */
export function statementHandleOf(executor: Executor): Executor {
  return handleOfTransaction.get(executor) ?? executor;
}

/**
 * `db.transaction(work, config)`, on a handle of the connection it runs on. On PostgreSQL Drizzle would
 * make a handle for each transaction, and a query Drizzle prepares belongs to its handle; here the
 * connection is taken from the pool and its one handle, kept as long as the connection, opens the
 * transaction. Everything else is Drizzle's: `begin`, `commit`, or `rollback` on an error.
 */
export async function transaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      const handle = pooledHandle(connection);
      return await handle.transaction((tx) => {
        handleOfTransaction.set(tx, handle);
        return work(tx);
      }, config);
    } finally {
      connection.release();
    }
  }
  const handle = typeof client === 'object' && client !== null ? handles.get(client) : undefined;
  return db.transaction((tx) => {
    if (handle) handleOfTransaction.set(tx, handle);
    return work(tx);
  }, config);
}

/**
 * `transaction(db, work)`, with one statement of its own sent first: `first` runs outside the transaction
 * (committed on its own before `begin`), and `work` gets its answer. On PostgreSQL it goes out on the
 * transaction's connection right before `begin`, in the same round trip (node-postgres pipelines what is
 * called before the answers come back, db/client.ts); `first` must send its statement when called, as a
 * prebuilt query does. A booking's tracking clock: its row lock is held only while that statement runs.
 */
export async function transactionAfter<First, T>(
  db: Db,
  first: (executor: Executor) => Promise<First>,
  work: (tx: Tx, first: First) => Promise<T>,
): Promise<T> {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const answer = await first(db);
    return transaction(db, (tx) => work(tx, answer));
  }
  const connection = await client.connect();
  try {
    const handle = pooledHandle(connection);
    // Its answer is read inside the transaction; settled here so a failure is never left unhandled meanwhile.
    const answered = first(handle).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return await handle.transaction(async (tx) => {
      handleOfTransaction.set(tx, handle);
      const answer = await answered;
      if ('error' in answer) throw answer.error;
      return work(tx, answer.value);
    });
  } finally {
    connection.release();
  }
}
