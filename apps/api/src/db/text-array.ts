import { type SQL, sql } from 'drizzle-orm';

/**
 * Values as PostgreSQL's array syntax writes them (`{"a","b"}`, `{"1","-2"}`): each quoted and escaped,
 * for one array parameter whose statement text stays the same for any number of values.
 */
export const arrayLiteral = (values: ReadonlyArray<string | number>): string =>
  `{${values.map((value) => JSON.stringify(value)).join(',')}}`;

/**
 * A list of strings as one `text[]` parameter (Drizzle would spread a JS array into one parameter
 * per value, and the statement's text would change with the list's length). Each value is quoted
 * and escaped as PostgreSQL's array syntax wants.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${arrayLiteral(values)}::text[]`;
}

/**
 * A list of strings fixed by the code (event names), written into the statement as a `text[]`
 * literal rather than sent: the statement's text is the same for the same list, so a statement built
 * once per shape (`prebuiltQueries`) can hold it. Never for a value that comes from outside.
 */
export function textArrayLiteral(values: readonly string[]): SQL {
  return sql.raw(`'${arrayLiteral(values).replaceAll("'", "''")}'::text[]`);
}

/** A string fixed by the code (a channel's name), written into the statement as a literal, as `textArrayLiteral`. */
export function textLiteral(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}
