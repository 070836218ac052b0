import { is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The values of a prebuilt query's slots, by slot name. */
export type SlotValues = Record<string, unknown>;

/** A named slot for a value in a prebuilt query: a placeholder, as SQL so it goes wherever a value does. */
export const slot = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** What runs a prebuilt query: the database or a transaction (its session makes the prepared query). */
type Runner = Pick<Executor, '_'>;

/** A Drizzle query builder (select, insert, update or delete), which can make a prepared query. */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: SlotValues): Promise<Result> };
}

/**
 * What Drizzle's prepared query holds besides its executor: the statement's text and parameters and
 * how its rows are mapped. The same fields on node-postgres and on PGlite (drizzle-orm 0.45).
 */
interface BuiltQuery {
  query: { sql: string; params: unknown[] };
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
}

/** The session's own factory, which Drizzle's builders call with what they built. */
type PrepareQuery = (
  query: BuiltQuery['query'],
  fields: unknown,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: unknown,
) => BuiltQuery & { execute(values?: SlotValues): Promise<unknown> };

const isSlot = (param: unknown) =>
  is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/**
 * Queries Drizzle builds once per shape instead of on every call. Building a query's SQL (walking
 * its columns and conditions) cost more of the server's time than sending it: about a millisecond for
 * a statement over the parcel's forty columns. `build` makes the query for a shape with `slot`s where
 * the values go; it is built the first time a shape (told apart by `keyOf`) runs and then run on any
 * executor (the pool or a transaction) with only new values. Everything that changes the statement's
 * text must be in the shape: a value written into the query instead of a slot would be sent again
 * with every later call, so one is refused when the query is built.
 */
export function prebuiltQueries<Shape, Result, On extends Runner = Executor>(
  build: (executor: On, shape: Shape) => Preparable<Result>,
  keyOf: (shape: Shape) => string = String,
): (executor: On, shape: Shape, values: SlotValues) => Promise<Result> {
  const byKey = new Map<string, BuiltQuery>();
  return (executor, shape, values) => {
    const key = keyOf(shape);
    let built = byKey.get(key);
    if (!built) {
      built = build(executor, shape).prepare('prebuilt') as unknown as BuiltQuery;
      const fixed = built.query.params.findIndex((param) => !isSlot(param));
      if (fixed !== -1) {
        throw new Error(`prebuilt query "${key}" holds a value instead of a slot (parameter ${fixed + 1})`);
      }
      byKey.set(key, built);
    }
    const prepareQuery = executor._.session.prepareQuery.bind(executor._.session) as unknown as PrepareQuery;
    const prepared = prepareQuery(
      built.query,
      built.fields,
      undefined,
      built._isResponseInArrayMode,
      built.customResultMapper,
    );
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return prepared.execute(values) as Promise<Result>;
  };
}

/** One query built once: `prebuiltQueries` with a single shape. */
export function prebuiltQuery<Result, On extends Runner = Executor>(
  build: (executor: On) => Preparable<Result>,
): (executor: On, values: SlotValues) => Promise<Result> {
  const run = prebuiltQueries<'', Result, On>((executor) => build(executor));
  return (executor, values) => run(executor, '', values);
}
