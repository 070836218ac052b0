import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { pgliteTemplate, postgresTemplate } from './database-template.ts';

/**
 * A migrated database of its own for one test file: in-memory PGlite by default (or when `embedded`),
 * or a fresh database on the server named by DATABASE_URL (dropped again by `drop`). Each is a copy of
 * a template migrated once (database-template.ts), not migrated again.
 */
export async function createTestDatabase(
  options: {
    embedded?: boolean;
    /**
     * The PostgreSQL pool's size (20 when unset). One connection, as embedded PGlite has, turns a query
     * on `db` inside a transaction into a wait that fails, where a bigger pool would hide it.
     */
    poolSize?: number;
  } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDataDir: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const created = await createServerDatabase(serverUrl, await postgresTemplate(serverUrl));
  const database = await openDatabase({ databaseUrl: created.url, poolSize: options.poolSize ?? 20 });
  return {
    database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server at `serverUrl` (a copy of `template` when given): the URL
 * that reaches it, and `drop` to remove it.
 */
export async function createServerDatabase(serverUrl: string, template?: string) {
  const name = `desh_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One statement on the server's own database: databases are made and dropped from outside them. */
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** The PostgreSQL server tests use when one runs here: DATABASE_URL, or the local default. */
export const postgresServerUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at `url` (tests that need a real server skip without one). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new database with no tables at all on the PostgreSQL server at `url`; `open` connects like one replica. */
export async function emptyServerDatabase(url: string) {
  const created = await createServerDatabase(url);
  return {
    url: created.url,
    open: () => openDatabase({ databaseUrl: created.url, poolSize: 5 }),
    drop: created.drop,
  };
}
