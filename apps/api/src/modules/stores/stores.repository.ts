import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

export type StoreRow = typeof stores.$inferSelect;
type Runner = Db | Tx;

export function listStoresByOwner(db: Runner, ownerId: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(eq(stores.ownerId, ownerId))
    .orderBy(sql`${stores.isDefault} desc`, asc(stores.createdAt), asc(stores.id));
}

export async function countStoresByOwner(db: Runner, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.ownerId, ownerId));
  return row?.count ?? 0;
}

export function findStore(db: Runner, id: string): Promise<StoreRow | undefined> {
  return db
    .select()
    .from(stores)
    .where(eq(stores.id, id))
    .then((rows) => rows[0]);
}

/** The stores with these ids: name and contact phone only (what a rider at the shop needs). */
export function findStoreContacts(
  db: Runner,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string; contactPhone: string }>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: stores.id, name: stores.name, contactPhone: stores.contactPhone })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
}

export async function insertStore(db: Runner, values: typeof stores.$inferInsert): Promise<StoreRow> {
  return onlyRow(await db.insert(stores).values(values).returning(), 'insert into stores');
}

export async function updateStore(
  db: Runner,
  id: string,
  values: Partial<typeof stores.$inferInsert>,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

/** Clears the owner's default (all but `keep`), before another store becomes it. */
export async function clearDefaultStore(db: Runner, ownerId: string, keep?: string): Promise<void> {
  await db
    .update(stores)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(eq(stores.ownerId, ownerId), eq(stores.isDefault, true), keep ? ne(stores.id, keep) : undefined),
    );
}

export async function deleteStore(db: Runner, id: string): Promise<void> {
  await db.delete(stores).where(eq(stores.id, id));
}

/**
 * Takes the owner's lock so two changes to the stores never interleave. A lock on the owner's store
 * rows locked nothing before the first store, and concurrent first stores all became the default.
 */
export async function lockOwnerStores(db: Runner, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`stores:${ownerId}`}))`);
}

/** Stores whose contact phone is this number, or whose name contains `text` (head office's search). */
export async function findStoresMatching(
  db: Runner,
  match: { phone: string } | { text: string },
  limit: number,
): Promise<Array<{ id: string; ownerId: string }>> {
  const where =
    'phone' in match
      ? eq(stores.contactPhone, match.phone)
      : ilike(stores.name, `%${match.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return db.select({ id: stores.id, ownerId: stores.ownerId }).from(stores).where(where).limit(limit);
}
