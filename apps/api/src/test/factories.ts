import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parcelCustody, parcels } from '../db/schema/index.ts';
import { onlyRow } from '../lib/rows.ts';
import type { ParcelRow } from '../modules/parcels/parcel-mapper.ts';
import type { SignedIn } from './helpers.ts';

/** Test data: `buildParcel` (values only) and `insertParcel` (stored), as the house style names them. */

let sequence = 0;

type ParcelValues = typeof parcels.$inferInsert;

/** A parcel row's values, not stored: a small COD parcel from Dhanmondi to Jashore, pending. */
export function buildParcel(
  sender: Pick<SignedIn, 'userId' | 'email'>,
  overrides: Partial<ParcelValues> = {},
): ParcelValues {
  sequence += 1;
  return {
    id: crypto.randomUUID(),
    trackingId: `DSH-${1_700_000_000_000 + crypto.randomInt(1_000_000_000) * 1000 + sequence}`,
    parcelTitle: 'Books',
    receiverName: 'Salma Akter',
    receiverPhone: '01812345678',
    pickupAddress: 'House 1, Road 2, Dhanmondi',
    deliveryAddress: 'Station Road, Jashore',
    pickupDistrict: 'dhaka',
    deliveryDistrict: 'jashore',
    parcelType: 'small',
    deliveryFeePoisha: 12_000,
    paymentMethod: 'cod',
    codAmountPoisha: 50_000,
    senderId: sender.userId,
    senderEmail: sender.email,
    status: 'pending',
    ...overrides,
  };
}

/** A parcel inserted straight into the table (the booking route has its own tests). */
export async function insertParcel(
  db: Db,
  sender: Pick<SignedIn, 'userId' | 'email'>,
  overrides: Partial<ParcelValues> = {},
): Promise<ParcelRow> {
  const row = onlyRow(
    await db.insert(parcels).values(buildParcel(sender, overrides)).returning(),
    'parcel insert',
  );
  // A parcel inserted as already on its way has the holder that status has on the one road: its
  // rider on the pickup or last-mile leg, the receiver once delivered (the insert trigger gives
  // every new parcel to its merchant).
  const holder =
    riderHeld.includes(row.status) && row.riderId
      ? 'rider'
      : delivered.includes(row.status)
        ? 'receiver'
        : null;
  if (holder) {
    await db
      .update(parcelCustody)
      .set({ holderKind: holder, riderId: holder === 'rider' ? row.riderId : null })
      .where(eq(parcelCustody.parcelId, row.id));
  }
  return row;
}

const riderHeld: readonly string[] = ['picked_up', 'out_for_delivery', 'failed', 'returning'];
const delivered: readonly string[] = ['delivered', 'delivered_approval_pending', 'partially_delivered'];

/** What the booking form sends for such a parcel (POST /api/parcels: the fee in taka), with `overrides`. */
export function bookingInput(overrides: Record<string, unknown> = {}) {
  return {
    parcelTitle: 'Books',
    receiverName: 'Salma Akter',
    receiverPhone: '01711000222',
    pickupAddress: 'House 1, Road 2, Dhanmondi',
    deliveryAddress: 'Station Road, Jashore',
    parcelType: 'small',
    deliveryFee: 120,
    paymentMethod: 'cod',
    ...overrides,
  };
}
