import type { Db } from '../../db/client.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import { insertEntry } from './entries.repository.ts';
import { accountLockOrder, merchantKey, riderKey } from './ledger-accounts.ts';
import { type DeliveryCollection, deliveryCollectionLines, type PostingLine } from './ledger-postings.ts';

// The money side of a delivery: COD collected, the fee earned, posted with the status change.

export interface DeliveryCollectionInput extends DeliveryCollection {
  parcelId: string;
}

/**
 * Books what a door visit took (a delivery or a partial one) inside the caller's transaction, the
 * one that marks the parcel. Its key is the parcel's (`delivery:<parcelId>`): one door outcome per
 * parcel is ever booked, whichever path got there first; a repeat finds the first and writes nothing.
 * It is booked at the door action's own time when it has one (lib/action-time.ts: a rider's late-sent
 * action, the demo's past), else at the database's now().
 */
export async function recordDoorEntry(
  tx: Db,
  kind: 'delivery_collection' | 'partial_delivery',
  input: { parcelId: string; riderId: string; merchantId: string },
  lines: PostingLine[],
): Promise<{ entryId: number; created: boolean }> {
  if (lines.length === 0) return { entryId: 0, created: false };
  const occurredAt = currentActionTime();
  const { entry, created } = await insertEntry(
    tx,
    {
      kind,
      idempotencyKey: `delivery:${input.parcelId}`,
      parcelId: input.parcelId,
      riderId: input.riderId,
      merchantId: input.merchantId,
      ...(occurredAt ? { createdAt: occurredAt } : {}),
    },
    lines,
    accountLockOrder([merchantKey(input.merchantId), riderKey(input.riderId)]),
  );
  return { entryId: entry.id, created };
}

/** Books the money side of a delivery (COD collected, the fee earned) with its status change. */
export async function recordDeliveryCollection(
  tx: Db,
  input: DeliveryCollectionInput,
): Promise<{ entryId: number; created: boolean }> {
  return recordDoorEntry(tx, 'delivery_collection', input, deliveryCollectionLines(input));
}
