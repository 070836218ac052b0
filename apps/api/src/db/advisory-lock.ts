import pg, { type Pool } from 'pg';
import type { Database } from './client.ts';

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
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const lock = new pg.Client({ connectionString: pool.options.connectionString });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work(lock);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
