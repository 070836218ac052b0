import type { PaymentMethod } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import { insertEntry } from './entries.repository.ts';
import { lockAccounts, merchantKey, riderKey } from './ledger-accounts.ts';
import { deliveryCollectionLines } from './ledger-postings.ts';

// The money side of a delivery: COD collected, the fee earned, posted with the status change.

export interface DeliveryCollectionInput {
  parcelId: string;
  riderId: string;
  /** The customer who booked the parcel. */
  merchantId: string;
  paymentMethod: PaymentMethod;
  collectedPoisha: number;
  codPoisha: number;
  feePoisha: number;
  /** When the demo seed back-dates a delivery; omitted in real use. */
  occurredAt?: Date;
}

/**
 * Books the money side of a delivery inside the caller's transaction (the one that marks the parcel
 * delivered). One entry per parcel: a repeat finds the first and writes nothing.
 */
export async function recordDeliveryCollection(
  tx: Db,
  input: DeliveryCollectionInput,
): Promise<{ entryId: number; created: boolean }> {
  const lines = deliveryCollectionLines(input);
  if (lines.length === 0) return { entryId: 0, created: false };
  await lockAccounts(tx, [merchantKey(input.merchantId), riderKey(input.riderId)]);
  const { entry, created } = await insertEntry(
    tx,
    {
      kind: 'delivery_collection',
      idempotencyKey: `delivery:${input.parcelId}`,
      parcelId: input.parcelId,
      riderId: input.riderId,
      merchantId: input.merchantId,
      ...(input.occurredAt ? { createdAt: input.occurredAt } : {}),
    },
    lines,
  );
  return { entryId: entry.id, created };
}
