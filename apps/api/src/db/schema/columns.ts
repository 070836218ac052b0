import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { parcels } from './parcels.ts';

// Column builders that several tables share. Function declarations, and references read lazily, so
// that parcels.ts, which this file imports, can use them too.

/** A list of fixed words as SQL literals, for checks and index predicates (which take no parameters). */
export function inList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** `<name> text not null`, a user's id: the row belongs to that user and is deleted with the account. */
export function userOwned(name: string) {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** `parcel_id text not null`: the row belongs to that parcel and is deleted with it. */
export function parcelOwned() {
  return text('parcel_id')
    .notNull()
    .references(() => parcels.id, { onDelete: 'cascade' });
}

/** `parcel_id text primary key`: one row per parcel, deleted with it. */
export function parcelKey() {
  return text('parcel_id')
    .primaryKey()
    .references(() => parcels.id, { onDelete: 'cascade' });
}

/** `<name> text primary key`, a user's id: one row per user, deleted with the account. */
export function userKey(name: string) {
  return text(name)
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });
}
