import type { Db } from '../../db/client.ts';
import { currentActionTime } from '../../lib/action-time.ts';
import { recordDoorEntry } from './delivery-collection.ts';
import { insertEntry } from './entries.repository.ts';
import { accountLockOrder, merchantKey } from './ledger-accounts.ts';
import { partialDeliveryLines, returnChargeLines } from './ledger-postings.ts';

// The money of the door's other outcomes (docs/decisions/022): a partial delivery, a return charge.

export interface PartialCollectionInput {
  parcelId: string;
  riderId: string;
  merchantId: string;
  collectedPoisha: number;
  duePoisha: number;
  feePoisha: number;
}

/**
 * Books a partial delivery in the caller's transaction (the one that marks the parcel partly
 * delivered), under a delivery's key: one door outcome per parcel.
 */
export async function recordPartialCollection(
  tx: Db,
  input: PartialCollectionInput,
): Promise<{ entryId: number; created: boolean }> {
  return recordDoorEntry(tx, 'partial_delivery', input, partialDeliveryLines(input));
}

/**
 * Books a returned parcel's return charge (fixed on the parcel at booking) in the transaction that
 * marks it returned, at that action's own time when it has one. Zero posts nothing; a repeat finds
 * the first entry (`return-charge:<parcelId>`).
 */
export async function recordReturnCharge(
  tx: Db,
  input: { parcelId: string; merchantId: string; chargePoisha: number },
): Promise<{ entryId: number; created: boolean }> {
  const lines = returnChargeLines(input);
  if (lines.length === 0) return { entryId: 0, created: false };
  const occurredAt = currentActionTime();
  const { entry, created } = await insertEntry(
    tx,
    {
      ...(occurredAt ? { createdAt: occurredAt } : {}),
      kind: 'return_charge',
      idempotencyKey: `return-charge:${input.parcelId}`,
      parcelId: input.parcelId,
      merchantId: input.merchantId,
    },
    lines,
    accountLockOrder([merchantKey(input.merchantId)]),
  );
  return { entryId: entry.id, created };
}
