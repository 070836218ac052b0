import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { writeStatementsQuickly } from './sql-text.ts';

const dialect = new PgDialect();
writeStatementsQuickly(dialect);
/** Statement names by text. Bounded: a query whose text varied with its values would otherwise grow it. */
const namesByText = new Map<string, string>();
const maxNames = 64;

/**
 * Runs a hand-written statement as a named prepared statement, so PostgreSQL parses and plans it once
 * per connection instead of on every call (the booking statement's CTEs cost more to plan than to run).
 * The name comes from the statement's text, so each shape of the statement gets its own; values stay
 * parameters. PGlite runs it as an ordinary query.
 */
export async function executePrepared<Row>(db: Pick<Db, '_'>, prefix: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < maxNames) {
    name = `${prefix}_${crypto.createHash('sha1').update(built.sql).digest('hex').slice(0, 12)}`;
    namesByText.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}
