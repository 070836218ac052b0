import type { LedgerLinePurpose } from '@desh/shared';
import { and, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerLines, parcels, payouts, users } from '../../db/schema/index.ts';
import { onlyRow } from '../../lib/rows.ts';

// The payouts table, with each payout's reversal when there is one.

export type PayoutRow = typeof payouts.$inferSelect;

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  return onlyRow(await tx.insert(payouts).values(values).returning(), 'payout insert');
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

/** The ledger entry of the merchant's payout just before the entry `beforeEntryId` (0 when none). */
export async function previousPayoutEntryId(
  db: Db,
  merchantId: string,
  beforeEntryId: number,
): Promise<number> {
  const [row] = await db
    .select({ entryId: payouts.entryId })
    .from(payouts)
    .where(and(eq(payouts.merchantId, merchantId), lt(payouts.entryId, beforeEntryId)))
    .orderBy(desc(payouts.entryId))
    .limit(1);
  return row?.entryId ?? 0;
}

const purposeSum = (purpose: LedgerLinePurpose) =>
  sql<string>`coalesce(sum(${ledgerLines.amountPoisha}) filter (where ${ledgerLines.purpose} = ${purpose}), 0)`;

/**
 * Per parcel, the merchant's payable lines of entries in (afterEntryId, uptoEntryId]: COD credited,
 * fees and return charges taken. Oldest first by the parcel's first entry in the window.
 */
export async function payoutParcelRows(
  db: Db,
  merchantId: string,
  afterEntryId: number,
  uptoEntryId: number,
) {
  const rows = await db
    .select({
      parcelId: parcels.id,
      trackingId: parcels.trackingId,
      cod: purposeSum('cod_collected'),
      fee: purposeSum('delivery_fee'),
      returnCharge: purposeSum('return_charge'),
      first: sql<string>`min(${ledgerEntries.id})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .innerJoin(parcels, eq(parcels.id, ledgerEntries.parcelId))
    .where(
      and(
        eq(ledgerEntries.merchantId, merchantId),
        gt(ledgerEntries.id, afterEntryId),
        lte(ledgerEntries.id, uptoEntryId),
        eq(ledgerLines.accountKind, 'merchant_payable'),
        eq(ledgerLines.accountOwner, merchantId),
      ),
    )
    .groupBy(parcels.id, parcels.trackingId)
    .orderBy(sql`min(${ledgerEntries.id})`);
  return rows.map((row) => ({
    parcelId: row.parcelId,
    trackingId: row.trackingId,
    // The payable is a credit balance: COD is credited (negative), charges debited (positive).
    codPoisha: -Number(row.cod),
    feePoisha: Number(row.fee) + Number(row.returnCharge),
  }));
}
