import crypto from 'node:crypto';
import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { statementHandleOf } from './transactions.ts';

/** The values of a prebuilt query's slots, by slot name. */
export type SlotValues = Record<string, unknown>;

/** A named slot for a value in a prebuilt query: a placeholder, as SQL so it goes wherever a value does. */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** Drizzle's prepared query (its public `prepare`): the statement's text and row mapping, built once. */
interface Prepared<Result> {
  execute(values?: SlotValues): Promise<Result>;
}

/** A Drizzle query builder (select, insert, update or delete): its statement, and a prepared query of it. */
interface Preparable<Result> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): Prepared<Result>;
}

const isSlot = (param: unknown) =>
  is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/** A statement's name on PostgreSQL, from its text (the same text on every connection, the same name). */
const statementName = (text: string) =>
  `q_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * Queries Drizzle builds once per shape instead of on every call. Building a query's SQL (walking its
 * columns and conditions) cost more of the server's time than sending it: about a millisecond for a
 * statement over the parcel's forty columns. `build` makes the query for a shape with `slot`s where the
 * values go; Drizzle's own prepared query (`prepare(name)`) is made the first time a shape (told apart
 * by `keyOf`) runs where it runs, and afterwards only sends new values. On PostgreSQL it runs as a named
 * statement, parsed once per connection.
 *
 * A prepared query belongs to the handle it was made on: the database, or the connection of a
 * transaction opened by `transaction` (transactions.ts), which every later transaction on that
 * connection shares. Everything that changes the statement's text must be in the shape: a value
 * written into the query instead of a slot would be sent again with every later call, so one is
 * refused when the query is built.
 */
export function prebuiltQueries<Shape, Result, On extends Executor = Executor>(
  build: (executor: On, shape: Shape) => Preparable<Result>,
  keyOf: (shape: Shape) => string = String,
): (executor: On, shape: Shape, values: SlotValues) => Promise<Result> {
  const byHandle = new WeakMap<object, Map<string, Prepared<Result>>>();
  return (executor, shape, values) => {
    const handle = statementHandleOf(executor) as On;
    const key = keyOf(shape);
    let prepared = byHandle.get(handle);
    if (!prepared) {
      prepared = new Map();
      byHandle.set(handle, prepared);
    }
    let query = prepared.get(key);
    if (!query) {
      const builder = build(handle, shape);
      const { sql: text, params } = builder.toSQL();
      const fixed = params.findIndex((param) => !isSlot(param));
      if (fixed !== -1) {
        throw new Error(`prebuilt query "${key}" holds a value instead of a slot (parameter ${fixed + 1})`);
      }
      query = builder.prepare(statementName(text));
      prepared.set(key, query);
    }
    return query.execute(values);
  };
}

/** One query built once: `prebuiltQueries` with a single shape. */
export function prebuiltQuery<Result, On extends Executor = Executor>(
  build: (executor: On) => Preparable<Result>,
): (executor: On, values: SlotValues) => Promise<Result> {
  const run = prebuiltQueries<'', Result, On>((executor) => build(executor));
  return (executor, values) => run(executor, '', values);
}
