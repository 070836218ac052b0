import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../db/client.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

/**
 * A second app on the test's database, listening on a free port, as a second server process would:
 * its own connection and LISTEN on PostgreSQL, the shared one on PGlite. The caller closes the app, and
 * the database when it is not `ctx.database`.
 */
export async function secondApp(
  ctx: TestContext,
): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  let database = ctx.database;
  if (ctx.database.kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required for a PostgreSQL test database');
    const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const url = new URL(serverUrl);
    url.pathname = `/${result.rows[0]?.name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  }
  const app = await buildTestApp({ env: ctx.env, database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url };
}
