import type { LedgerEntryKind } from '@desh/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prebuiltQuery, slot } from '../../db/prebuilt-query.ts';
import { ledgerEntries, ledgerLines } from '../../db/schema/index.ts';
import { arrayLiteral, textArray } from '../../db/text-array.ts';
import type { PostingLine } from './ledger-postings.ts';

// Entries and their lines: the append-only journal every posting writes.

export type EntryRow = typeof ledgerEntries.$inferSelect;

export const total = (expression: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${expression}), 0)`;

export const amount = ledgerLines.amountPoisha;

/**
 * Serialises money decisions on the accounts (a rider's cash, a merchant's payable) until commit,
 * taking their locks in the order given, in one statement.
 */
export async function lockAccountsInOrder(tx: Db, orderedKeys: readonly string[]): Promise<void> {
  await tx.execute(accountLocksSql(textArray(orderedKeys)));
}

/** The select that takes the accounts' locks (`keys`: a text[] in lock order); one row, how many it took. */
const accountLocksSql = (keys: SQL) =>
  sql`select count(pg_advisory_xact_lock(hashtext(key))) as taken
    from (select key from unnest(${keys}) with ordinality as keys(key, place) order by place) ordered`;

/**
 * Inserts an entry and its lines, unless an entry with the same idempotency key exists: then that
 * one is returned with `created: false` and nothing is written. The database checks the balance at commit.
 * `lockFirst` (account keys in their lock order, `accountLockOrder`) are locked by the same statement
 * before it writes, for a posting that decides nothing on a balance between the lock and the entry.
 */
export async function insertEntry(
  tx: Db,
  entry: {
    kind: LedgerEntryKind;
    idempotencyKey: string;
    parcelId?: string | null;
    riderId?: string | null;
    merchantId?: string | null;
    reversesEntryId?: number | null;
    memo?: string | null;
    createdBy?: string | null;
    /** A door outcome's own time (the action clock: a late-sent action, the demo's past); else the database's now(). */
    createdAt?: Date;
  },
  lines: readonly PostingLine[],
  lockFirst: readonly string[] = [],
): Promise<{ entry: EntryRow; created: boolean }> {
  const [inserted] = await insertEntryAndLines(tx, {
    lockKeys: arrayLiteral(lockFirst),
    kind: entry.kind,
    idempotencyKey: entry.idempotencyKey,
    parcelId: entry.parcelId ?? null,
    riderId: entry.riderId ?? null,
    merchantId: entry.merchantId ?? null,
    reversesEntryId: entry.reversesEntryId ?? null,
    memo: entry.memo ?? null,
    createdBy: entry.createdBy ?? null,
    createdAt: entry.createdAt?.toISOString() ?? null,
    kinds: arrayLiteral(lines.map((line) => line.accountKind)),
    owners: arrayLiteral(lines.map((line) => line.accountOwner)),
    purposes: arrayLiteral(lines.map((line) => line.purpose)),
    amounts: arrayLiteral(lines.map((line) => line.amountPoisha)),
  });
  if (inserted) return { entry: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, entry.idempotencyKey));
  if (!existing) throw new Error(`ledger entry ${entry.idempotencyKey} vanished`);
  return { entry: existing, created: false };
}

/**
 * The entry and its lines in one statement (built once): the lines' insert reads the entry's id, so
 * an entry that already exists (its idempotency key taken) writes no lines and answers no row. The
 * entry's key is read through the accounts' locks (none when `lockKeys` is empty), so they are
 * held before anything is written.
 */
const insertEntryAndLines = prebuiltQuery((tx: Db) => {
  const locked = tx.$with('locked', {}).as(accountLocksSql(sql`${slot('lockKeys')}::text[]`));
  const entry = tx.$with('entry').as(
    tx
      .insert(ledgerEntries)
      .values({
        kind: slot('kind'),
        idempotencyKey: sql`(select ${slot('idempotencyKey')}::text from ${locked})`,
        parcelId: slot('parcelId'),
        riderId: slot('riderId'),
        merchantId: slot('merchantId'),
        reversesEntryId: slot('reversesEntryId'),
        memo: slot('memo'),
        createdBy: slot('createdBy'),
        createdAt: sql`coalesce(${slot('createdAt')}::timestamptz, now())`,
      })
      .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
      .returning(),
  );
  const lines = tx.$with('lines', {}).as(
    sql`insert into ${ledgerLines} (entry_id, account_kind, account_owner, purpose, amount_poisha)
      select entry.id, line.account_kind, line.account_owner, line.purpose, line.amount_poisha
      from entry, unnest(${slot('kinds')}::text[], ${slot('owners')}::text[], ${slot('purposes')}::text[],
        ${slot('amounts')}::bigint[]) with ordinality as line(account_kind, account_owner, purpose, amount_poisha, place)
      order by line.place`,
  );
  return tx.with(locked, entry, lines).select().from(entry);
});

export async function findEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  return row;
}

export async function findReversalOf(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesEntryId, id));
  return row;
}

export async function linesOfEntry(db: Db, entryId: number): Promise<PostingLine[]> {
  return db
    .select({
      accountKind: ledgerLines.accountKind,
      accountOwner: ledgerLines.accountOwner,
      purpose: ledgerLines.purpose,
      amountPoisha: ledgerLines.amountPoisha,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, entryId))
    .orderBy(asc(ledgerLines.id));
}
