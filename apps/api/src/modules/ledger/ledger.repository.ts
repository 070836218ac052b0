import type { HandoverStatus, LedgerAccountKind, LedgerEntryKind, LedgerLinePurpose } from '@desh/shared';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  cashHandovers,
  ledgerEntries,
  ledgerLines,
  parcels,
  payouts,
  riders,
  users,
} from '../../db/schema/index.ts';
import type { PostingLine } from './ledger-postings.ts';

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type HandoverRow = typeof cashHandovers.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

const total = (expression: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${expression}), 0)`;
const amount = ledgerLines.amountPoisha;

/** Serialises money decisions on one account (a rider's cash, a merchant's payable) until commit. */
export async function lockAccount(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Inserts an entry and its lines, unless an entry with the same idempotency key exists: then that
 * one is returned with `created: false` and nothing is written. The database checks the balance at commit.
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
    /** Only the demo seed back-dates an entry; everything else is booked at the database's now(). */
    createdAt?: Date;
  },
  lines: readonly PostingLine[],
): Promise<{ entry: EntryRow; created: boolean }> {
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  if (inserted) {
    await tx.insert(ledgerLines).values(lines.map((item) => ({ ...item, entryId: inserted.id })));
    return { entry: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, entry.idempotencyKey));
  if (!existing) throw new Error(`ledger entry ${entry.idempotencyKey} vanished`);
  return { entry: existing, created: false };
}

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

/** Sum of the lines of one account (debit positive), optionally of one purpose. */
export async function accountBalance(
  db: Db,
  kind: LedgerAccountKind,
  owners: string | string[],
  purpose?: LedgerLinePurpose,
): Promise<number> {
  const ownerList = Array.isArray(owners) ? owners : [owners];
  if (ownerList.length === 0) return 0;
  const conditions = [eq(ledgerLines.accountKind, kind), inArray(ledgerLines.accountOwner, ownerList)];
  if (purpose) conditions.push(eq(ledgerLines.purpose, purpose));
  const [row] = await db
    .select({ total: total(amount) })
    .from(ledgerLines)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** Every account's balance and the COD taken at doors, company-wide. */
export async function balancesByKind(db: Db): Promise<{
  byKind: Partial<Record<LedgerAccountKind, number>>;
  codCollected: number;
}> {
  const rows = await db
    .select({ kind: ledgerLines.accountKind, total: total(amount) })
    .from(ledgerLines)
    .groupBy(ledgerLines.accountKind);
  const byKind: Partial<Record<LedgerAccountKind, number>> = {};
  for (const row of rows) byKind[row.kind] = Number(row.total);
  const codCollected = await sumOverAllAccounts(db, 'rider_cash', 'cod_collected');
  return { byKind, codCollected };
}

export async function sumOverAllAccounts(
  db: Db,
  kind: LedgerAccountKind,
  purpose: LedgerLinePurpose,
): Promise<number> {
  const [row] = await db
    .select({ total: total(amount) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.accountKind, kind), eq(ledgerLines.purpose, purpose)));
  return Number(row?.total ?? 0);
}

const bySign = (purpose: LedgerLinePurpose) =>
  sql<string>`coalesce(sum(${amount}) filter (where ${ledgerLines.purpose} = ${purpose}), 0)`;

/** Merchant payable accounts split by purpose (raw signed sums), one row per merchant with any line. */
export async function merchantAccountTotals(
  db: Db,
  merchantIds?: string[],
): Promise<
  Array<{
    merchantId: string;
    name: string;
    email: string;
    cod: number;
    fee: number;
    payout: number;
    all: number;
  }>
> {
  const conditions = [eq(ledgerLines.accountKind, 'merchant_payable')];
  if (merchantIds) {
    if (merchantIds.length === 0) return [];
    conditions.push(inArray(ledgerLines.accountOwner, merchantIds));
  }
  const rows = await db
    .select({
      merchantId: ledgerLines.accountOwner,
      name: users.name,
      email: users.email,
      cod: bySign('cod_collected'),
      fee: bySign('delivery_fee'),
      payout: bySign('payout'),
      all: total(amount),
    })
    .from(ledgerLines)
    .innerJoin(users, eq(users.id, ledgerLines.accountOwner))
    .where(and(...conditions))
    .groupBy(ledgerLines.accountOwner, users.name, users.email)
    .orderBy(asc(users.name), asc(ledgerLines.accountOwner));
  return rows.map((row) => ({
    ...row,
    cod: Number(row.cod),
    fee: Number(row.fee),
    payout: Number(row.payout),
    all: Number(row.all),
  }));
}

/** The merchant's payable lines grouped per entry, within [from, to), oldest first. */
export async function merchantStatementRows(db: Db, merchantId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      createdAt: ledgerEntries.createdAt,
      memo: ledgerEntries.memo,
      trackingId: parcels.trackingId,
      parcelTitle: parcels.parcelTitle,
      payoutMethod: payouts.method,
      payoutReference: payouts.reference,
      cod: bySign('cod_collected'),
      fee: bySign('delivery_fee'),
      payout: bySign('payout'),
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .leftJoin(parcels, eq(parcels.id, ledgerEntries.parcelId))
    .leftJoin(payouts, eq(payouts.entryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerLines.accountKind, 'merchant_payable'),
        eq(ledgerLines.accountOwner, merchantId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerEntries.id, parcels.trackingId, parcels.parcelTitle, payouts.method, payouts.reference)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({
    ...row,
    cod: Number(row.cod),
    fee: Number(row.fee),
    payout: Number(row.payout),
  }));
}

/** The merchant's payable account summed over entries made before `before`. */
export async function merchantBalanceBefore(db: Db, merchantId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ total: total(amount) })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerLines.accountKind, 'merchant_payable'),
        eq(ledgerLines.accountOwner, merchantId),
        lt(ledgerEntries.createdAt, before),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function countDeliveredEntries(db: Db, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.merchantId, merchantId),
        eq(ledgerEntries.kind, 'delivery_collection'),
        sql`not exists (select 1 from ${ledgerEntries} r where r.reverses_entry_id = ${ledgerEntries.id})`,
      ),
    );
  return row?.count ?? 0;
}

/** Cash movements of the given riders at doors (collections and their reversals), newest first. */
export async function riderCollections(db: Db, riderIds: string[], limit: number) {
  if (riderIds.length === 0) return [];
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      parcelId: ledgerEntries.parcelId,
      trackingId: parcels.trackingId,
      collected: total(amount),
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .leftJoin(parcels, eq(parcels.id, ledgerEntries.parcelId))
    .where(
      and(
        eq(ledgerLines.accountKind, 'rider_cash'),
        inArray(ledgerLines.accountOwner, riderIds),
        eq(ledgerLines.purpose, 'cod_collected'),
      ),
    )
    .groupBy(ledgerEntries.id, parcels.trackingId)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, collected: Number(row.collected) }));
}

export async function insertHandover(
  tx: Db,
  values: typeof cashHandovers.$inferInsert,
): Promise<HandoverRow | undefined> {
  const [row] = await tx.insert(cashHandovers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findHandoverByKey(
  db: Db,
  riderId: string,
  key: string,
): Promise<HandoverRow | undefined> {
  const [row] = await db
    .select()
    .from(cashHandovers)
    .where(and(eq(cashHandovers.riderId, riderId), eq(cashHandovers.idempotencyKey, key)));
  return row;
}

export async function findHandover(db: Db, id: string): Promise<HandoverRow | undefined> {
  const [row] = await db.select().from(cashHandovers).where(eq(cashHandovers.id, id));
  return row;
}

/** Declared handovers of these riders not yet counted. */
export async function awaitingHandoverTotal(db: Db, riderIds: string[]): Promise<number> {
  if (riderIds.length === 0) return 0;
  const [row] = await db
    .select({ total: total(cashHandovers.declaredPoisha) })
    .from(cashHandovers)
    .where(and(inArray(cashHandovers.riderId, riderIds), eq(cashHandovers.status, 'declared')));
  return Number(row?.total ?? 0);
}

/** Confirms only a still-declared handover: of two admins counting at once, one wins. */
export async function confirmHandoverIfDeclared(
  tx: Db,
  id: string,
  changes: { countedPoisha: number; confirmedBy: string; entryId: number; note: string | null },
): Promise<HandoverRow | undefined> {
  const [row] = await tx
    .update(cashHandovers)
    .set({ ...changes, status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(cashHandovers.id, id), eq(cashHandovers.status, 'declared')))
    .returning();
  return row;
}

const handoverColumns = {
  handover: cashHandovers,
  riderName: riders.fullName,
  cashInHand: sql<string>`(select coalesce(sum(l.amount_poisha), 0) from ${ledgerLines} l
    where l.account_kind = 'rider_cash' and l.account_owner = ${cashHandovers.riderId})`,
};

export async function listHandovers(
  db: Db,
  filter: { status?: HandoverStatus; riderIds?: string[] },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(cashHandovers.status, filter.status));
  if (filter.riderIds) {
    if (filter.riderIds.length === 0) return [];
    conditions.push(inArray(cashHandovers.riderId, filter.riderIds));
  }
  const newestFirst =
    filter.status === 'declared' ? asc(cashHandovers.declaredAt) : desc(cashHandovers.declaredAt);
  const rows = await db
    .select(handoverColumns)
    .from(cashHandovers)
    .innerJoin(riders, eq(riders.id, cashHandovers.riderId))
    .where(and(...conditions))
    .orderBy(newestFirst, asc(cashHandovers.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, cashInHand: Number(row.cashInHand) }));
}

export async function handoverWithRider(db: Db, id: string) {
  const [row] = await db
    .select(handoverColumns)
    .from(cashHandovers)
    .innerJoin(riders, eq(riders.id, cashHandovers.riderId))
    .where(eq(cashHandovers.id, id));
  return row ? { ...row, cashInHand: Number(row.cashInHand) } : undefined;
}

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('payout insert returned no row');
  return row;
}

export async function findPayoutByKey(db: Db, key: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.idempotencyKey, key));
  return row;
}

const reversal = alias(ledgerEntries, 'reversal');

export async function listPayouts(db: Db, filter: { merchantId?: string; id?: string }, limit: number) {
  const conditions: SQL[] = [];
  if (filter.merchantId) conditions.push(eq(payouts.merchantId, filter.merchantId));
  if (filter.id) conditions.push(eq(payouts.id, filter.id));
  return db
    .select({ payout: payouts, merchantName: users.name, reversalId: reversal.id })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.merchantId))
    .leftJoin(reversal, eq(reversal.reversesEntryId, payouts.entryId))
    .where(and(...conditions))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
