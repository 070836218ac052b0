import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A time as the announcements and the API say it, written by PostgreSQL: an ISO instant, to the millisecond, UTC. */
export const isoInstantSql = (time: SQL | AnyPgColumn) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
