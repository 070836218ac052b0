import { labelCheckAlphabet, readScannedCode } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkExceptions, parcelCustody } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import {
  hubStaffAt,
  labelBarcode,
  pickedUpBy,
  riderAt,
  scan,
  useDemoNetwork,
} from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

/**
 * Issue 61 item 4: a typed tracking ID is not a parcel in hand. Bogura's manager typed the ID of a
 * parcel a Mirpur rider had just picked up in Dhaka, and Bogura became its holder.
 */
const ctx = useTestContext();

let admin: SignedIn;
let merchant: SignedIn;
let mirpurOperator: SignedIn;
let mirpurManager: SignedIn;
let boguraManager: SignedIn;
let pickupRider: TestRider;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  merchant = await loginAs(ctx, 'customer', 'Mirpur Shop');
  mirpurOperator = await hubStaffAt(ctx, 'dhk-mir');
  mirpurManager = await hubStaffAt(ctx, 'dhk-mir', 'manager');
  boguraManager = await hubStaffAt(ctx, 'bog', 'manager');
  pickupRider = await riderAt(ctx, admin, 'dhk-mir', 'Pickup Rider');
});

const pickedUpInMirpur = () => pickedUpBy(ctx, { merchant, admin, rider: pickupRider });

const custodyOf = async (parcelId: string) =>
  (await ctx.db.select().from(parcelCustody).where(eq(parcelCustody.parcelId, parcelId)))[0];

const exceptionsAt = async (who: SignedIn, hubId: string) =>
  (await requestAs(ctx, who, 'GET', `/api/network/hubs/${hubId}/exceptions`)).json() as {
    id: string;
    kind: string;
    status: string;
    trackingId: string | null;
    lastHolder: string;
    hub: { id: string } | null;
    takenAt: { id: string; code: string } | null;
    resolvedAt: string | null;
  }[];

describe('the label’s check code', () => {
  it('is on the label for its sender, in its barcode after the tracking ID, and never in public tracking', async () => {
    const parcel = await pickedUpInMirpur();
    const barcode = await labelBarcode(ctx, merchant, parcel.id);
    const read = readScannedCode(barcode);
    expect(read).toMatchObject({ kind: 'parcel', trackingId: parcel.trackingId });
    const check = read?.kind === 'parcel' ? (read.check ?? '') : '';
    expect(check).toMatch(new RegExp(`^[${labelCheckAlphabet}]{5}$`));
    // The same ID always gets the same code; another ID another one (25 bits: a clash is one in 33 million).
    expect(await labelBarcode(ctx, merchant, parcel.id)).toBe(barcode);
    const other = await pickedUpInMirpur();
    expect(await labelBarcode(ctx, merchant, other.id)).not.toBe(`${other.trackingId}-${check}`);

    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain(check);
    // Hub staff who do not hold it cannot print its label.
    const staff = await requestAs(ctx, boguraManager, 'GET', `/api/parcels/${parcel.id}/label`);
    expect(staff.statusCode).toBe(403);
  });
});

describe('what the label prints (issue 63 item 10)', () => {
  it('names the store as sender with its phone, and the destination hub whose sort code hubs read', async () => {
    const store = await requestAs(ctx, merchant, 'POST', '/api/stores', {
      name: 'Rahim Fashion',
      contactPhone: '01812345678',
      address: 'Shop 4, Mirpur 10',
      district: 'dhaka',
      upazila: 'mirpur',
    });
    expect(store.statusCode, store.body).toBe(201);
    const fromStore = await pickedUpBy(
      ctx,
      { merchant, admin, rider: pickupRider },
      { storeId: store.json().id },
    );
    const label = await requestAs(ctx, merchant, 'GET', `/api/parcels/${fromStore.id}/label`);
    expect(label.json()).toMatchObject({
      sender: { name: 'Rahim Fashion', phone: '01812345678' },
      destinationHub: { code: 'RNG' },
    });
    // Booked without a store: the account holder.
    const plain = await pickedUpInMirpur();
    const own = await requestAs(ctx, merchant, 'GET', `/api/parcels/${plain.id}/label`);
    expect(own.json().sender.name).toBe('Mirpur Shop');
  });
});

describe('a receive scan at a hub', () => {
  it('refuses a typed tracking ID where the parcel is not expected, and the holder keeps it', async () => {
    const parcel = await pickedUpInMirpur();
    const typed = await scan(ctx, boguraManager, 'bog', 'receive', parcel.trackingId);
    expect(typed.statusCode).toBe(409);
    expect(typed.json().error).toMatchObject({
      code: 'SCAN_TYPED_NOT_EXPECTED',
      message: 'Scan the parcel’s label: a typed tracking ID is taken only where the parcel is expected.',
    });
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'rider', riderId: pickupRider.riderId });
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(tracked.body).not.toContain('Bogura');
  });

  it('takes a typed tracking ID where the parcel is expected (its pickup rider’s hub), as an old queued scan replays', async () => {
    const parcel = await pickedUpInMirpur();
    const typed = await scan(ctx, mirpurOperator, 'dhk-mir', 'receive', parcel.trackingId);
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ result: 'received', parcel: { status: 'in_transit' } });
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'hub', hubId: 'dhk-mir' });
    expect((await exceptionsAt(mirpurOperator, 'dhk-mir')).map((each) => each.trackingId)).not.toContain(
      parcel.trackingId,
    );
  });

  it('refuses a check code that is not the label’s, even where the parcel is expected', async () => {
    const parcel = await pickedUpInMirpur();
    const real = await labelBarcode(ctx, merchant, parcel.id);
    const wrongCheck = [...'23456789'].map((digit) => digit.repeat(5)).find((code) => !real.endsWith(code));
    for (const [who, hubId] of [
      [boguraManager, 'bog'],
      [mirpurOperator, 'dhk-mir'],
    ] as const) {
      const forged = await scan(ctx, who, hubId, 'receive', `${parcel.trackingId}-${wrongCheck}`);
      expect(forged.statusCode).toBe(409);
      expect(forged.json().error.code).toBe('SCAN_WRONG_CHECK_CODE');
    }
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'rider' });
  });

  it('takes a parcel with its label where it is not expected, and the previous holder’s hub sees it and confirms', async () => {
    const parcel = await pickedUpInMirpur();
    const barcode = await labelBarcode(ctx, merchant, parcel.id);
    const taken = await scan(ctx, boguraManager, 'bog', 'receive', barcode);
    expect(taken.statusCode).toBe(200);
    // The parcel is physically at Bogura: custody follows it, the exception stays open until confirmed.
    expect(await custodyOf(parcel.id)).toMatchObject({ holderKind: 'hub', hubId: 'bog' });

    const atMirpur = (await exceptionsAt(mirpurOperator, 'dhk-mir')).find(
      (each) => each.trackingId === parcel.trackingId,
    );
    expect(atMirpur).toMatchObject({
      kind: 'taken_from_holder',
      status: 'open',
      lastHolder: `rider:${pickupRider.riderId}`,
      hub: { id: 'dhk-mir' },
      takenAt: { id: 'bog', code: 'BOG' },
    });
    // Bogura's own list does not carry it: it is Mirpur's to confirm.
    expect((await exceptionsAt(boguraManager, 'bog')).map((each) => each.trackingId)).not.toContain(
      parcel.trackingId,
    );
    const board = await requestAs(ctx, admin, 'GET', '/api/network/exceptions');
    expect(board.json()).toContainEqual(
      expect.objectContaining({ id: atMirpur?.id, kind: 'taken_from_holder' }),
    );

    const id = atMirpur?.id ?? '';
    const byOperator = await post(ctx, mirpurOperator, `/api/network/exceptions/${id}/resolve`, {
      note: 'Rider says the van went north.',
    });
    expect(byOperator.statusCode).toBe(403);
    const byBogura = await post(ctx, boguraManager, `/api/network/exceptions/${id}/resolve`, {
      note: 'We have it.',
    });
    expect(byBogura.statusCode).toBe(403);
    const confirmed = await post(ctx, mirpurManager, `/api/network/exceptions/${id}/resolve`, {
      note: 'Rider confirms he handed it to the Bogura van.',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    const [row] = await ctx.db.select().from(networkExceptions).where(eq(networkExceptions.id, id));
    expect(row).toMatchObject({ resolvedBy: mirpurManager.userId, status: 'resolved' });
  });
});
