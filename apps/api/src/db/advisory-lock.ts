import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from './client.ts';

/** Fixed 64-bit numbers; every process of this app must use the same ones. */
export const advisoryLocks = { migrations: 727_001_2025, demoData: 727_001_2026 } as const;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so replicas that start together
 * take turns (each sees what the one before it did). The lock lives on a connection of its own,
 * without the request timeouts of the pool (db/client.ts): waiting for another replica's migration
 * or seeding may take longer. PGlite is one process's own database: nothing to wait for.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: (lockConnection: pg.Client | undefined) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return work(undefined);
  const hosts = database.hosts;
  if (!hosts) throw new Error('a PostgreSQL database without its hosts');
  // The primary: a lock taken on a standby would keep no other replica out of a migration.
  const lock = await hosts.connectClient((hostUrl) => {
    const client = new pg.Client({ connectionString: hostUrl });
    client.on('error', () => undefined);
    return client;
  });
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work(lock);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/**
 * Takes `name`'s turn for the rest of the caller's transaction unless another process holds it (then
 * false): background work every process runs (the overdue watch, the payout schedule) done by one at a time.
 */
export async function takeTurn(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as taken`);
  const [row] = (result as unknown as { rows: Array<{ taken: boolean }> }).rows;
  return row?.taken === true;
}
