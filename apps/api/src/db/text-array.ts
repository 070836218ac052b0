import { type SQL, sql } from 'drizzle-orm';

/**
 * A list of strings as one `text[]` parameter (Drizzle would spread a JS array into one parameter
 * per value, and the statement's text would change with the list's length). Each value is quoted
 * and escaped as PostgreSQL's array syntax wants.
 */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => JSON.stringify(value)).join(',')}}`}::text[]`;
}
