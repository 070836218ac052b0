import { promiseSettledStatuses } from '@desh/shared';
import { sql } from 'drizzle-orm';

/** Promised before today (Dhaka) and not delivered: the partial index on promised_date serves it. */
export const pastPromiseSql = (table: string) =>
  sql.raw(
    `${table}.promised_date < (now() at time zone 'Asia/Dhaka')::date and ${table}.status not in (${promiseSettledStatuses
      .map((status) => `'${status}'`)
      .join(', ')})`,
  );
