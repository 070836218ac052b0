import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths.ts';
import { advisoryLocks, withAdvisoryLock } from './advisory-lock.ts';
import type { Database, Schema } from './client.ts';

export { migrationsFolder };

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Several replicas start together: one migrates while the others wait, then find nothing to do.
  await withAdvisoryLock(database, advisoryLocks.migrations, async (lock) => {
    await migratePg(drizzle(lock as NonNullable<typeof lock>), { migrationsFolder });
  });
}
