import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg, { type Pool } from 'pg';
import { migrationsFolder } from '../paths.ts';
import type { Database, Schema } from './client.ts';

/** Any fixed 64-bit number; every process of this app must use the same one. */
export const migrationLockKey = 727_001_2025;

export { migrationsFolder };

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    // Several replicas start together: one migrates while the others wait, then find nothing to do.
    const db = database.db as unknown as NodePgDatabase<Schema> & { $client: Pool };
    // A connection of its own, without the request timeouts of the pool (db/client.ts): waiting for
    // another replica's migration, or building an index, may take longer.
    const lock = new pg.Client({ connectionString: db.$client.options.connectionString });
    lock.on('error', () => undefined);
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(drizzle(lock), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      await lock.end().catch(() => undefined);
    }
  }
}
