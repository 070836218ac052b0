import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { nameStatement } from './postgres-statements.ts';

/** Drizzle's own PostgreSQL dialect, used only to read a statement's text (its public `sqlToQuery`). */
const dialect = new PgDialect();

/**
 * Runs a hand-written statement (values as parameters) on the database or a transaction, and answers
 * its rows as PostgreSQL names their columns. On PostgreSQL it runs as a named prepared statement whose
 * name starts with `prefix`, so PostgreSQL parses and plans it once per connection instead of on every
 * call (the booking statement's CTEs cost more to plan than to run), however many parameters it has.
 * PGlite prepares every data statement anyway (pglite-statements.ts).
 */
export async function executePrepared<Row>(executor: Executor, prefix: string, query: SQL): Promise<Row[]> {
  nameStatement(dialect.sqlToQuery(query).sql, prefix);
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
