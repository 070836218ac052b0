import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { emptyServerDatabase, postgresAnswers, postgresServerUrl } from '../../test/database.ts';
import { buildTestApp, useTestContext } from '../../test/helpers.ts';
import { readJournal } from './readiness.ts';

const journal = readJournal();
const serverUrl = postgresServerUrl;

/** A database with no tables at all: PGlite in memory, or a new database on the server. */
async function emptyDatabase(): Promise<{
  url?: string;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (!process.env.DATABASE_URL) {
    return { open: () => openDatabase({ pgliteDir: 'memory://' }), drop: async () => undefined };
  }
  return emptyServerDatabase(process.env.DATABASE_URL);
}

const ctx = useTestContext();

describe('GET /api/health and /api/ready', () => {
  it('are both up on a migrated database', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      migrations: { applied: journal.length, expected: journal.length, pending: [] },
    });
    expect(journal.length).toBeGreaterThan(0);
  });

  it('ready is 503 on an unmigrated database while health stays up; both 503 once it is gone', async () => {
    const empty = await emptyDatabase();
    const database = await empty.open();
    const app = await buildTestApp({ env: ctx.env, database, logger: false });
    await app.ready();
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        database: 'up',
        migrations: { applied: 0, expected: journal.length, pending: journal.map((entry) => entry.tag) },
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not_ready', database: 'down' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'down',
        database: 'down',
      });
    } finally {
      // Closing unsubscribes from NOTIFY channels on the database this test already shut.
      await app.close().catch(() => undefined);
      await empty.drop();
    }
  });

  it('ready names the migration the database lacks', async () => {
    const last = journal.at(-1);
    if (!last) throw new Error('the journal is empty');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().migrations).toEqual({
      applied: journal.length - 1,
      expected: journal.length,
      pending: [last.tag],
    });
  });
});

const postgresUp = await postgresAnswers(serverUrl);
if (!postgresUp) console.info(`Migration lock test skipped: no PostgreSQL answers at ${serverUrl}.`);

describe.skipIf(!postgresUp)('migrations on deploy (PostgreSQL)', () => {
  it('several replicas migrating at once: one migrates under the advisory lock, the others wait', async () => {
    const empty = await emptyServerDatabase(serverUrl);
    const replicas = await Promise.all([empty.open(), empty.open(), empty.open()]);
    try {
      await Promise.all(replicas.map((replica) => runMigrations(replica)));
      const rows = (await replicas[0]?.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]?.n).toBe(journal.length);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await empty.drop();
    }
  });
});
