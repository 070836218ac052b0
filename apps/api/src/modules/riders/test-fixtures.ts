import crypto from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { type SignedIn, signUp, type TestContext } from '../../test/helpers.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';

export const riderForm = {
  fullName: 'Karim Hossain',
  phone: '01712345678',
  region: 'dhaka',
  vehicleType: 'motorbike',
} as const;

export interface TestRider extends SignedIn {
  riderId: string;
}

/** A new account that applied through the API and was approved by `admin`. */
export async function createApprovedRider(
  ctx: TestContext,
  admin: SignedIn,
  form: Partial<Record<keyof typeof riderForm, string>> = {},
): Promise<TestRider> {
  const user = await signUp(ctx.app, { name: form.fullName ?? 'Rider Account' });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: '/api/riders',
    headers: user.headers,
    payload: { ...riderForm, ...form },
  });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.statusCode} ${applied.body}`);
  const riderId = applied.json()._id as string;
  const approved = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/approve-rider/${riderId}`,
    headers: admin.headers,
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.statusCode} ${approved.body}`);
  return { ...user, riderId };
}

let sequence = 0;

/** A parcel inserted straight into the table (the booking route has its own tests). */
export async function insertTestParcel(
  db: Db,
  sender: Pick<SignedIn, 'userId' | 'email'>,
  overrides: Partial<typeof parcels.$inferInsert> = {},
): Promise<ParcelRow> {
  sequence += 1;
  const [row] = await db
    .insert(parcels)
    .values({
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
    })
    .returning();
  if (!row) throw new Error('parcel insert returned no row');
  return row;
}
