import type { ParcelStatus } from '@desh/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiverRecordLookups } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';

/**
 * Issue 59, item 5: the receiver record cannot be scraped. Only merchants with real volume look
 * numbers up, within a daily allowance that grows with that volume; every lookup is recorded and an
 * admin sees who looked a number up (docs/decisions/039). The minute's limit is out of the way here.
 */
const ctx = useTestContext({ RECEIVER_RECORD_LOOKUPS_PER_MINUTE: '1000' });

let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
});

let phoneSeq = 0;
function freshPhone() {
  phoneSeq += 1;
  return `0191${String(3_000_000 + phoneSeq).slice(-7)}`;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A merchant whose `collected` parcels the courier picked up, booked `daysAgo` days ago. */
async function merchant(collected: number, options: { daysAgo?: number; status?: ParcelStatus } = {}) {
  const shop = await signUp(ctx.app, { name: `Shop ${collected}` });
  for (let n = 0; n < collected; n += 1) {
    await insertParcel(ctx.db, shop, {
      receiverPhone: freshPhone(),
      status: options.status ?? 'delivered',
      bookingTime: new Date(Date.now() - (options.daysAgo ?? 1) * dayMs),
    });
  }
  return shop;
}

const lookup = (who: SignedIn, phone: string) =>
  requestAs(ctx, who, 'POST', '/api/receiver-records/lookup', { phone });

const logOf = (who: SignedIn) =>
  ctx.db
    .select()
    .from(receiverRecordLookups)
    .where(eq(receiverRecordLookups.merchantId, who.userId))
    .orderBy(receiverRecordLookups.id);

describe('who may look a receiver’s number up', () => {
  it('refuses an account the courier has collected nothing from in 30 days, by the phone field, and logs it', async () => {
    const fresh = await signUp(ctx.app, { name: 'Brand New' });
    const idle = await merchant(0);
    for (const status of ['pending', 'assigned', 'cancelled'] as const) {
      await insertParcel(ctx.db, idle, { receiverPhone: freshPhone(), status });
    }
    const old = await merchant(3, { daysAgo: 31 });
    for (const who of [fresh, idle, old]) {
      const phone = freshPhone();
      const refused = await lookup(who, phone);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'RECEIVER_LOOKUP_NO_VOLUME',
        message:
          'Receiver records open once the courier has picked up one of your parcels booked in the last 30 days.',
        fields: { phone: expect.stringContaining('Receiver records open') },
        params: { days: 30 },
      });
      expect(refused.body).not.toContain('delivered');
      expect(await logOf(who)).toMatchObject([{ phone, kind: 'draft', outcome: 'no_volume', hidden: false }]);
    }
  });

  it('always answers the receiver of one of the merchant’s own collected parcels, without counting it', async () => {
    const old = await merchant(0);
    const repeatCustomer = freshPhone();
    await insertParcel(ctx.db, old, {
      receiverPhone: repeatCustomer,
      status: 'returned',
      bookingTime: new Date(Date.now() - 90 * dayMs),
    });
    const answer = await lookup(old, `+88${repeatCustomer}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ returned: 1, allowance: { limit: 0, used: 0, left: 0 } });
    // A parcel booked but never collected makes no number its own.
    const booked = freshPhone();
    await insertParcel(ctx.db, old, { receiverPhone: booked, status: 'pending' });
    expect((await lookup(old, booked)).statusCode).toBe(403);
    expect((await logOf(old)).map((row) => [row.kind, row.outcome])).toEqual([
      ['own', 'answered'],
      ['draft', 'no_volume'],
    ]);
  });

  it('allows 20 numbers a day plus one for every 5 collected parcels; a number counts once a day', async () => {
    const shop = await merchant(7);
    const own = freshPhone();
    await insertParcel(ctx.db, shop, { receiverPhone: own, status: 'in_transit' });
    // 8 collected parcels in 30 days: 20 + 1.
    const looked: string[] = [];
    for (let n = 0; n < 21; n += 1) {
      const phone = freshPhone();
      looked.push(phone);
      const answer = await lookup(shop, phone);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().allowance).toEqual({ limit: 21, used: n + 1, left: 20 - n });
    }
    const over = freshPhone();
    const refused = await lookup(shop, over);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RECEIVER_LOOKUPS_USED_UP',
      params: { limit: 21 },
      fields: { phone: expect.any(String) },
    });
    // A number already looked up today, and the merchant's own receivers, are still answered.
    const again = await lookup(shop, looked[3] ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.json().allowance).toEqual({ limit: 21, used: 21, left: 0 });
    expect((await lookup(shop, own)).statusCode).toBe(200);

    // Tomorrow (the Dhaka day) the allowance starts again.
    await ctx.db
      .update(receiverRecordLookups)
      .set({ createdAt: new Date(Date.now() - dayMs - 60_000) })
      .where(eq(receiverRecordLookups.merchantId, shop.userId));
    const tomorrow = await lookup(shop, over);
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json().allowance).toEqual({ limit: 21, used: 1, left: 20 });
  });

  it('hands out the last lookup once when several arrive at once', async () => {
    const shop = await merchant(1);
    for (let n = 0; n < 19; n += 1) expect((await lookup(shop, freshPhone())).statusCode).toBe(200);
    const statuses = (await Promise.all([0, 1, 2, 3].map(() => lookup(shop, freshPhone())))).map(
      (answer) => answer.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
    const answered = await ctx.db
      .select()
      .from(receiverRecordLookups)
      .where(
        and(eq(receiverRecordLookups.merchantId, shop.userId), eq(receiverRecordLookups.outcome, 'answered')),
      );
    expect(answered).toHaveLength(20);
  });

  it('is for merchants only: an admin cannot look a number up', async () => {
    const refused = await lookup(admin, freshPhone());
    expect(refused.statusCode).toBe(403);
  });
});

describe('what a merchant may look up today, asked before any number', () => {
  const today = (who: SignedIn) => requestAs(ctx, who, 'GET', '/api/receiver-records/allowance');

  it('tells a new account that nothing would be answered, without counting or logging anything', async () => {
    const fresh = await signUp(ctx.app, { name: 'First Day' });
    const answer = await today(fresh);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ limit: 0, used: 0, left: 0, ownReceivers: false });
    expect(await logOf(fresh)).toEqual([]);
  });

  it('counts real volume and today’s answered numbers, and knows an old account’s own receivers', async () => {
    const shop = await merchant(5);
    await lookup(shop, freshPhone());
    expect((await today(shop)).json()).toEqual({ limit: 21, used: 1, left: 20, ownReceivers: true });
    const old = await merchant(2, { daysAgo: 60 });
    expect((await today(old)).json()).toEqual({ limit: 0, used: 0, left: 0, ownReceivers: true });
  });

  it('is for merchants only', async () => {
    expect((await today(admin)).statusCode).toBe(403);
  });
});

describe('an admin sees who looked a number up', () => {
  const lookupsOf = (who: SignedIn, phone: string) =>
    requestAs(ctx, who, 'GET', `/api/admin/receiver-records/lookups?phone=${encodeURIComponent(phone)}`);

  it('lists every lookup of the number, answered or refused, newest first, with the merchant', async () => {
    const phone = freshPhone();
    const seller = await merchant(1);
    const stranger = await signUp(ctx.app, { name: 'Number Collector' });
    expect((await lookup(seller, phone)).statusCode).toBe(200);
    expect((await lookup(stranger, phone)).statusCode).toBe(403);
    // Another number's lookups are not listed.
    expect((await lookup(seller, freshPhone())).statusCode).toBe(200);

    const list = await lookupsOf(admin, `+88 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json()).toEqual([
      {
        at: expect.any(String),
        merchant: { id: stranger.userId, name: 'Number Collector', email: stranger.email },
        viaApiKey: false,
        kind: 'draft',
        outcome: 'no_volume',
        hidden: false,
      },
      {
        at: expect.any(String),
        merchant: { id: seller.userId, name: 'Shop 1', email: seller.email },
        viaApiKey: false,
        kind: 'draft',
        outcome: 'answered',
        hidden: false,
      },
    ]);
    expect((await lookupsOf(seller, phone)).statusCode).toBe(403);
    const invalid = await lookupsOf(admin, '12345');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toHaveProperty('phone');
  });
});
