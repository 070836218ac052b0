import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerLines } from '../../db/schema/index.ts';

/** Every ledger line booked for one parcel, oldest first: the money part of head office's parcel page. */
export async function parcelLedgerLines(db: Db, parcelId: string) {
  const rows = await db
    .select({ entry: ledgerEntries, line: ledgerLines })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(eq(ledgerEntries.parcelId, parcelId))
    .orderBy(asc(ledgerEntries.id), asc(ledgerLines.id));
  return rows.map(({ entry, line }) => ({
    entryId: entry.id,
    kind: entry.kind,
    account: line.accountKind,
    purpose: line.purpose,
    amountPoisha: line.amountPoisha,
    at: entry.createdAt.toISOString(),
  }));
}
