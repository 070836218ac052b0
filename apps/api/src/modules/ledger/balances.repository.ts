import type { LedgerAccountKind, LedgerLinePurpose } from '@desh/shared';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerLines, parcels, payouts, users } from '../../db/schema/index.ts';
import { amount, total } from './entries.repository.ts';

// Sums over the lines: account balances, merchants' totals and statements, riders' collections.

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

const bySign = (purpose: LedgerLinePurpose) =>
  sql<string>`coalesce(sum(${amount}) filter (where ${ledgerLines.purpose} = ${purpose}), 0)`;

/** A merchant account's lines split by purpose (raw signed sums), for a select. */
const purposeSums = () => ({
  cod: bySign('cod_collected'),
  fee: bySign('delivery_fee'),
  returnCharge: bySign('return_charge'),
  payout: bySign('payout'),
});

/** The purpose sums of a row as numbers (Postgres answers sums as text). */
function withPurposeNumbers<Row extends Record<'cod' | 'fee' | 'returnCharge' | 'payout', string>>(row: Row) {
  return {
    ...row,
    cod: Number(row.cod),
    fee: Number(row.fee),
    returnCharge: Number(row.returnCharge),
    payout: Number(row.payout),
  };
}

/** The named accounts' names and emails, by name (then id). */
export async function merchantNames(db: Db, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select({ merchantId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, merchantIds))
    .orderBy(asc(users.name), asc(users.id));
}

/** The merchant's entries within [from, to), found by the index of the entries that name a merchant. */
const entriesOfMerchantWithin = (merchantId: string, from: Date, to: Date) =>
  and(
    eq(ledgerEntries.merchantId, merchantId),
    gte(ledgerEntries.createdAt, from),
    lt(ledgerEntries.createdAt, to),
  );

const merchantLinesOf = (merchantId: string) =>
  and(eq(ledgerLines.accountKind, 'merchant_payable'), eq(ledgerLines.accountOwner, merchantId));

/**
 * The merchant's payable lines grouped per entry, within [from, to), oldest first; or only the newest
 * `latest` entries, newest first, read back from the end of the range until that many are found. Found
 * through the entries that name the merchant (every posting on a merchant's account does;
 * ledger.property.test.ts checks it), so a range of that index is read, not the merchant's whole history.
 */
export async function merchantStatementRows(
  db: Db,
  merchantId: string,
  from: Date,
  to: Date,
  latest?: number,
) {
  const within = entriesOfMerchantWithin(merchantId, from, to);
  const newest =
    latest === undefined
      ? undefined
      : inArray(
          ledgerEntries.id,
          db
            .select({ id: ledgerEntries.id })
            .from(ledgerEntries)
            .where(
              and(
                within,
                sql`exists (select 1 from ${ledgerLines} where ${ledgerLines.entryId} = ${ledgerEntries.id}
                  and ${merchantLinesOf(merchantId)})`,
              ),
            )
            .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
            .limit(latest),
        );
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
      ...purposeSums(),
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .leftJoin(parcels, eq(parcels.id, ledgerEntries.parcelId))
    .leftJoin(payouts, eq(payouts.entryId, ledgerEntries.id))
    .where(and(within, newest, merchantLinesOf(merchantId)))
    .groupBy(ledgerEntries.id, parcels.trackingId, parcels.parcelTitle, payouts.method, payouts.reference)
    .orderBy(
      ...(latest === undefined
        ? [asc(ledgerEntries.createdAt), asc(ledgerEntries.id)]
        : [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)]),
    );
  return rows.map(withPurposeNumbers);
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
