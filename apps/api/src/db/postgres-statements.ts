import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Statement names by text, shared by every connection of the process. Bounded: a statement whose text
 * varies with its values (an `in (...)` list of any length) would otherwise grow it, and each name is
 * kept by PostgreSQL on every connection that ran it. Past the bound, new texts run unnamed.
 */
const namesByText = new Map<string, string>();
export const maxStatementNames = 1_000;

/**
 * Data statements only. Not transaction control, SET, LISTEN or DDL (nothing to plan, or state that a
 * named statement must not keep), and not `*` selections: a cached plan of `select *` or `returning *`
 * fails once its table gains a column under a running server ("cached plan must not change result
 * type"), and inside a transaction it could not be retried.
 */
const dataStatement = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A statement with more parameters than this is a list of values (a bulk insert, a long `in (...)`): its
 * text changes with the list's length and seldom comes back the same, so it would only fill the names.
 * Parameters are numbered from $1, so the text holds `$65` exactly when it has 65 or more.
 */
const manyParameters = '$65';
const starSelection = /(select|returning)\s+(\w+\.)?\*|,\s*(\w+\.)?\*/i;

/** The name a statement runs under, or undefined to run it unnamed (parsed and planned again each time). */
export function statementName(text: string): string | undefined {
  const known = namesByText.get(text);
  if (known !== undefined || namesByText.size >= maxStatementNames) return known;
  if (!dataStatement.test(text) || starSelection.test(text) || text.includes(manyParameters))
    return undefined;
  const name = `s_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  namesByText.set(text, name);
  return name;
}

/**
 * Names `text` after its caller (`prefix` and 12 hex digits of its SHA-1) whatever its size: a statement
 * its caller knows comes back the same (a booking's CTEs, sent with 65 parameters or more). Within the
 * same bound; a text already named keeps its name.
 */
export function nameStatement(text: string, prefix: string): void {
  if (namesByText.has(text) || namesByText.size >= maxStatementNames) return;
  namesByText.set(text, `${prefix}_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 12)}`);
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * A pg client that runs every data statement as a named prepared statement: PostgreSQL parses,
 * analyses and plans each text once per connection instead of on every call, and node-postgres sends
 * only Bind and Execute afterwards. Drizzle builds the same text for the same query shape, with the
 * values as parameters, so the few dozen shapes the API runs are all named (decision 026).
 */
export class NamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    if (config !== null && typeof config === 'object' && !('submit' in config)) {
      const { text, name } = config as QueryConfig;
      if (name === undefined && typeof text === 'string') {
        const named = statementName(text);
        if (named !== undefined) return super.query({ ...config, name: named }, values, callback);
      }
    }
    return super.query(config, values, callback);
  }
}
