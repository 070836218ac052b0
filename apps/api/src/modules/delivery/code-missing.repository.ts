import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { codeMissingReports, receiverCalls } from '../../db/schema/index.ts';
import type { Executor, Tx } from './delivery.repository.ts';

export type CallRow = typeof receiverCalls.$inferSelect;

export async function insertCall(tx: Tx, call: typeof receiverCalls.$inferInsert): Promise<void> {
  await tx.insert(receiverCalls).values(call);
}

export async function insertCodeMissingReport(
  tx: Tx,
  report: typeof codeMissingReports.$inferInsert,
): Promise<void> {
  await tx.insert(codeMissingReports).values(report);
}

/** The parcel's latest call to its receiver that reached the server after `after` (any, when null). */
export async function latestCallSince(
  db: Executor,
  parcelId: string,
  after: Date | null,
): Promise<CallRow | undefined> {
  const rows = await db
    .select()
    .from(receiverCalls)
    .where(
      after
        ? and(eq(receiverCalls.parcelId, parcelId), gt(receiverCalls.recordedAt, after))
        : eq(receiverCalls.parcelId, parcelId),
    )
    .orderBy(desc(receiverCalls.id))
    .limit(1);
  return rows[0];
}

/** Each parcel's latest call to its receiver. */
export async function latestCallsOf(db: Executor, parcelIds: string[]): Promise<CallRow[]> {
  if (parcelIds.length === 0) return [];
  return db
    .selectDistinctOn([receiverCalls.parcelId])
    .from(receiverCalls)
    .where(inArray(receiverCalls.parcelId, parcelIds))
    .orderBy(receiverCalls.parcelId, desc(receiverCalls.id));
}

/** Each parcel's latest reason the code did not arrive, with when the call it followed reached the server. */
export async function latestReportsOf(db: Executor, parcelIds: string[]) {
  if (parcelIds.length === 0) return [];
  return db
    .selectDistinctOn([codeMissingReports.parcelId], {
      parcelId: codeMissingReports.parcelId,
      reason: codeMissingReports.reason,
      callRecordedAt: receiverCalls.recordedAt,
    })
    .from(codeMissingReports)
    .innerJoin(receiverCalls, eq(receiverCalls.id, codeMissingReports.callId))
    .where(inArray(codeMissingReports.parcelId, parcelIds))
    .orderBy(codeMissingReports.parcelId, desc(codeMissingReports.id));
}
