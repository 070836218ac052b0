import { addDays, dhakaDate, isFriday } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deliveryAttempts,
  parcels,
  receiverLinks,
  receiverRecordLookups,
  webhookMessages,
} from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { receiverLinkToken, takeOut } from '../../test/delivery-steps.ts';
import { bookingInput, insertParcel } from '../../test/factories.ts';
import { requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext({ RECEIVER_RECORD_LOOKUPS_PER_MINUTE: '5' });
const people = useDeliveryPeople(ctx, {
  sender: 'Shop One',
  riders: { rider: { fullName: 'Rahim Uddin Khan', phone: '01711000222' } },
});

let phoneSeq = 0;
function freshPhone() {
  phoneSeq += 1;
  return `0181${String(2_000_000 + phoneSeq).slice(-7)}`;
}

const linkTokenIn = (phone: string, after = 0) => receiverLinkToken(ctx, phone, after);

async function book(phone: string, overrides: Record<string, unknown> = {}) {
  const booked = await requestAs(
    ctx,
    people.sender,
    'POST',
    '/api/parcels',
    bookingInput({ receiverPhone: phone, deliveryAddress: 'House 5, Road 3, Dhanmondi', ...overrides }),
  );
  expect(booked.statusCode).toBe(201);
  return booked.json() as { _id: string; trackingId: string; amountToCollect: number };
}

const page = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/receiver-links/${token}` });
const put = (token: string, what: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/receiver-links/${token}/${what}`, payload });

async function assign(parcelId: string) {
  const assigned = await requestAs(ctx, people.admin, 'PATCH', `/api/parcels/assign/${parcelId}`, {
    riderId: people.rider.riderId,
  });
  expect(assigned.statusCode).toBe(200);
}

/** A day the receiver may choose: from tomorrow, not a Friday. */
function allowedDay(from = 1): string {
  let day = addDays(dhakaDate(), from);
  while (isFriday(day)) day = addDays(day, 1);
  return day;
}

describe('the receiver’s private link', () => {
  it('comes in the booking SMS and opens the parcel’s page: who sends it and what to pay, nothing of the sender’s contacts or the address', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    const token = await linkTokenIn(phone);
    const [sms] = ctx.sms.to(phone);
    expect(sms?.body).toContain(parcel.trackingId);
    const answer = await page(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json()).toMatchObject({
      trackingId: parcel.trackingId,
      status: 'pending',
      editable: true,
      notes: null,
      rider: null,
      // Issue 63 item 10: the sender's name (no store: the merchant's) and the amount to collect.
      sender: 'Shop One',
      toPayPoisha: Math.round(parcel.amountToCollect * 100),
    });
    expect(parcel.amountToCollect).toBeGreaterThan(0);
    expect(sms?.body).toContain('Shop One');
    expect(answer.json().dayChoices.length).toBeGreaterThan(0);
    const text = answer.body;
    for (const secret of ['Salma', 'Dhanmondi', people.sender.email, phone]) {
      expect(text).not.toContain(secret);
    }
    // Only a hash of the token is kept.
    const stored = await ctx.db.select().from(receiverLinks).where(eq(receiverLinks.parcelId, parcel._id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('for parcel A neither reads nor changes parcel B; unknown tokens are refused', async () => {
    const phoneA = freshPhone();
    const phoneB = freshPhone();
    const a = await book(phoneA);
    const b = await book(phoneB);
    const tokenA = await linkTokenIn(phoneA);
    const tokenB = await linkTokenIn(phoneB);
    expect((await page(tokenA)).json().trackingId).toBe(a.trackingId);
    const changed = await put(tokenA, 'instructions', {
      landmark: 'Blue gate',
      floor: '3',
      callBefore: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().trackingId).toBe(a.trackingId);
    expect(changed.json().notes).toMatchObject({ landmark: 'Blue gate', floor: '3', callBefore: true });
    const pageB = (await page(tokenB)).json();
    expect(pageB.trackingId).toBe(b.trackingId);
    expect(pageB.notes).toBeNull();
    for (const token of ['A'.repeat(22), tokenA.slice(0, 21), `${tokenA}x`, b._id]) {
      expect((await page(token)).statusCode).toBe(404);
      expect((await put(token, 'pin', { lat: 23.8, lng: 90.4, accuracyM: 10 })).statusCode).toBe(404);
    }
  });

  it('is replaced by the out-for-delivery SMS’s link, which shows the rider’s first name and phone', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    const bookingToken = await linkTokenIn(phone);
    await assign(parcel._id);
    const before = ctx.sms.to(phone).length;
    await takeOut(ctx, people.rider, parcel._id);
    const outToken = await linkTokenIn(phone, before);
    expect(outToken).not.toBe(bookingToken);
    const old = await page(bookingToken);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('RECEIVER_LINK_GONE');
    expect((await put(bookingToken, 'day', { date: allowedDay() })).statusCode).toBe(404);
    const fresh = await page(outToken);
    expect(fresh.json()).toMatchObject({
      status: 'out_for_delivery',
      rider: { firstName: 'Rahim', phone: '01711000222' },
    });
    expect(fresh.body).not.toContain('Khan');
  });

  it('never says both "your chosen day" and "bringing your parcel today" (issue 63)', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    // The booking's SMS first, so the link read next is the one sent when the parcel went out.
    await linkTokenIn(phone);
    await assign(parcel._id);
    const before = ctx.sms.to(phone).length;
    await takeOut(ctx, people.rider, parcel._id);
    const token = await linkTokenIn(phone, before);
    expect((await page(token)).json()).toMatchObject({ rider: { firstName: 'Rahim' } });
    // Out with the rider, the receiver picks a later day: the page says that day, not "today".
    const day = allowedDay(2);
    const chosen = await put(token, 'day', { date: day });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: 'out_for_delivery',
      notes: { preferredDate: day },
      rider: null,
    });
    expect((await page(token)).json()).toMatchObject({ notes: { preferredDate: day }, rider: null });
  });

  it('expires a grace period after the journey ends, and refuses changes once it has ended', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    const token = await linkTokenIn(phone);
    await ctx.db.update(parcels).set({ status: 'delivered' }).where(eq(parcels.id, parcel._id));
    const ended = await page(token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ editable: false, dayChoices: [] });
    const late = await put(token, 'instructions', { landmark: 'Too late' });
    expect(late.statusCode).toBe(409);
    await ctx.db
      .update(parcels)
      .set({ updatedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(parcels.id, parcel._id));
    expect((await page(token)).statusCode).toBe(404);
  });

  it('a reschedule leaves today’s run for its day, lands on the timeline and raises the webhook', async () => {
    const endpoint = await requestAs(ctx, people.sender, 'POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['parcel.receiver_rescheduled', 'parcel.receiver_updated'],
    });
    expect(endpoint.statusCode).toBe(201);
    const phone = freshPhone();
    const moved = await book(phone);
    const token = await linkTokenIn(phone);
    const first = await book(freshPhone());
    // The run lists the latest assigned first: `moved` leads until the receiver moves it.
    await assign(first._id);
    await assign(moved._id);
    const runIds = async () => {
      const run = await requestAs(ctx, people.rider, 'GET', '/api/deliveries/run');
      return (
        run.json() as Array<{ parcelId: string; rescheduledFor: string | null; receiver: unknown }>
      ).filter((item) => item.parcelId === moved._id || item.parcelId === first._id);
    };
    expect((await runIds()).map((item) => item.parcelId)).toEqual([moved._id, first._id]);

    for (const date of [dhakaDate(), addDays(dhakaDate(), 30), '2026-02-30']) {
      const refused = await put(token, 'day', { date });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ date: 'Choose one of the days offered.' });
    }
    const day = allowedDay(2);
    // A double tap: two requests at once, one choice (one note, one webhook, checked below).
    const [chosen, again] = await Promise.all([
      put(token, 'day', { date: day }),
      put(token, 'day', { date: day }),
    ]);
    expect([chosen?.statusCode, again?.statusCode]).toEqual([200, 200]);
    expect(chosen?.json().notes.preferredDate).toBe(day);

    const after = await runIds();
    expect(after.map((item) => item.parcelId)).toEqual([first._id, moved._id]);
    expect(after[1]).toMatchObject({ rescheduledFor: day, receiver: { preferredDate: day } });

    const queued = await ctx.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.json().id));
    const rescheduled = queued.filter((message) => message.eventType === 'parcel.receiver_rescheduled');
    expect(rescheduled).toHaveLength(1);
    expect(rescheduled[0]?.payload).toMatchObject({
      type: 'parcel.receiver_rescheduled',
      data: { parcelId: moved._id, trackingId: moved.trackingId, preferredDate: day },
    });

    // The sender reads the note; public tracking only the reason and the day.
    const history = await requestAs(ctx, people.sender, 'GET', `/api/track/${moved.trackingId}/history`);
    expect(JSON.stringify(history.json())).toContain('Receiver chose another delivery day');
    expect(JSON.stringify(history.json()).split('Receiver chose another delivery day')).toHaveLength(2);
    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${moved.trackingId}` });
    const step = tracking.json().events.at(-1);
    expect(step).toMatchObject({ toStatus: 'assigned', reason: 'receiver_rescheduled', rescheduleDate: day });
    expect(tracking.body).not.toContain('Receiver chose');
  });

  it('never offers nor takes a Friday or a public holiday, and says which it was', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    const token = await linkTokenIn(phone);
    // A promise a week away, so every day of the coming week is within the promise's reach.
    await ctx.db
      .update(parcels)
      .set({ promisedDate: addDays(dhakaDate(), 7) })
      .where(eq(parcels.id, parcel._id));
    const holiday = allowedDay(2);
    const before: string[] = (await page(token)).json().dayChoices;
    expect(before).toContain(holiday);
    const declared = await requestAs(ctx, people.admin, 'PUT', `/api/holidays/${holiday}`, {
      nameEn: 'A test holiday',
      nameBn: 'পরীক্ষার ছুটি',
    });
    expect(declared.statusCode).toBe(200);
    try {
      const offered: string[] = (await page(token)).json().dayChoices;
      expect(offered).toEqual(before.filter((day) => day !== holiday));
      expect(offered.filter(isFriday)).toEqual([]);
      const onHoliday = await put(token, 'day', { date: holiday });
      expect(onHoliday.statusCode).toBe(400);
      expect(onHoliday.json().error.fields).toEqual({
        date: 'There are no deliveries on public holidays. Choose another day.',
      });
      let friday = addDays(dhakaDate(), 1);
      while (!isFriday(friday)) friday = addDays(friday, 1);
      const onFriday = await put(token, 'day', { date: friday });
      expect(onFriday.statusCode).toBe(400);
      expect(onFriday.json().error.fields).toEqual({
        date: 'There are no deliveries on Fridays. Choose another day.',
      });
      expect((await page(token)).json().notes).toBeNull();
    } finally {
      await requestAs(ctx, people.admin, 'DELETE', `/api/holidays/${holiday}`);
    }
  });

  it('keeps a pin to Bangladesh’s border: Kolkata and Agartala refused, border towns kept', async () => {
    const phone = freshPhone();
    await book(phone);
    const token = await linkTokenIn(phone);
    // Inside the box around the country, outside its border (issue 59): Kolkata and Agartala.
    for (const [lat, lng] of [
      [22.5726, 88.3639],
      [23.8315, 91.2868],
    ] as const) {
      const abroad = await put(token, 'pin', { lat, lng, accuracyM: 5 });
      expect(abroad.statusCode).toBe(400);
      expect(abroad.json().error.message).toBe('The pin must be a place in Bangladesh.');
    }
    expect((await page(token)).json().notes).toBeNull();
    // Border towns: Tetulia by the Mahananda, Zakiganj on the Kushiyara, Teknaf on the Naf.
    for (const [lat, lng] of [
      [26.4827, 88.3515],
      [24.88, 92.37],
      [20.8624, 92.3058],
    ] as const) {
      expect((await put(token, 'pin', { lat, lng, accuracyM: 5 })).statusCode).toBe(200);
    }
  });

  it('a pin and instructions reach the rider’s run and the webhooks; public tracking shows no pin', async () => {
    const phone = freshPhone();
    const parcel = await book(phone);
    const token = await linkTokenIn(phone);
    await assign(parcel._id);
    expect((await put(token, 'pin', { lat: 10, lng: 90.4, accuracyM: 5 })).statusCode).toBe(400);
    const pinned = await put(token, 'pin', { lat: 23.7465, lng: 90.3763, accuracyM: 12.5 });
    expect(pinned.statusCode).toBe(200);
    const told = await put(token, 'instructions', {
      landmark: 'Opposite the mosque',
      floor: '4th',
      callBefore: true,
    });
    expect(told.statusCode).toBe(200);
    const run = await requestAs(ctx, people.rider, 'GET', '/api/deliveries/run');
    const item = (run.json() as Array<{ parcelId: string; receiver: Record<string, unknown> }>).find(
      (entry) => entry.parcelId === parcel._id,
    );
    expect(item?.receiver).toMatchObject({
      landmark: 'Opposite the mosque',
      floor: '4th',
      callBefore: true,
      pin: { lat: 23.7465, lng: 90.3763, accuracyM: 12.5 },
    });
    const tracking = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(
      tracking
        .json()
        .events.map((event: { reason?: string }) => event.reason)
        .filter(Boolean),
    ).toEqual(['receiver_pin', 'receiver_instructions']);
    expect(tracking.body).not.toContain('23.7465');
    expect(tracking.body).not.toContain('mosque');
  });
});

describe('the receiver’s record', () => {
  const lookup = (who: SignedIn, phone: string) =>
    requestAs(ctx, who, 'POST', '/api/receiver-records/lookup', { phone });

  /** A merchant the courier has collected a parcel from (receiver-lookups.test.ts: who may look up). */
  async function merchant(name: string) {
    const shop = await signUp(ctx.app, { name });
    await insertParcel(ctx.db, shop, { receiverPhone: freshPhone(), status: 'picked_up' });
    return shop;
  }

  it('counts delivered, returned and refused parcels across merchants, and nothing else', async () => {
    const phone = freshPhone();
    const firstShop = await signUp(ctx.app, { name: 'Nilgiri Fashion House' });
    const make = (status: 'delivered' | 'returned' | 'returning' | 'pending' | 'in_transit', title: string) =>
      insertParcel(ctx.db, firstShop, {
        receiverPhone: phone,
        status,
        parcelTitle: title,
        merchantOrderId: title,
      });
    await make('delivered', 'ORDER-SECRET-1');
    await make('delivered', 'ORDER-SECRET-2');
    await make('returned', 'ORDER-SECRET-3');
    const refused = await make('returning', 'ORDER-SECRET-4');
    await ctx.db.insert(deliveryAttempts).values({ parcelId: refused.id, attemptNo: 1, reason: 'refused' });
    const lost = await make('in_transit', 'ORDER-SECRET-5');
    await ctx.db
      .insert(deliveryAttempts)
      .values({ parcelId: lost.id, attemptNo: 1, reason: 'wrong_address' });
    await make('pending', 'ORDER-SECRET-6');
    // Another receiver's parcels never count.
    await insertParcel(ctx.db, firstShop, { receiverPhone: freshPhone(), status: 'returned' });

    const secondShop = await merchant('Second Shop');
    const answer = await lookup(secondShop, `+88${phone}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      allowance: { limit: 20, used: 1, left: 19 },
      hidden: false,
      delivered: 2,
      returned: 1,
      refused: 1,
      wrongAddress: 1,
      label: 'risky',
    });
    for (const leak of ['Nilgiri', 'ORDER-SECRET', firstShop.email, 'DSH-', 'Salma', 'Jashore']) {
      expect(answer.body).not.toContain(leak);
    }
    const logged = await ctx.db
      .select()
      .from(receiverRecordLookups)
      .where(eq(receiverRecordLookups.merchantId, secondShop.userId));
    expect(logged).toMatchObject([
      { phone, hidden: false, apiKeyId: null, kind: 'draft', outcome: 'answered' },
    ]);

    const unknown = await lookup(secondShop, freshPhone());
    expect(unknown.json()).toMatchObject({ delivered: 0, returned: 0, refused: 0, label: 'new_receiver' });
  });

  it('answers as hidden once an admin hides it at the receiver’s request, and shows it again when undone', async () => {
    const phone = freshPhone();
    await insertParcel(ctx.db, people.sender, { receiverPhone: phone, status: 'delivered' });
    const shop = await merchant('Looking Shop');
    const hidden = await requestAs(ctx, people.admin, 'POST', '/api/admin/receiver-records/hidden', {
      phone,
      reason: 'Support request #12',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ phone, reason: 'Support request #12' });
    expect((await lookup(shop, phone)).json()).toEqual({
      allowance: { limit: 20, used: 1, left: 19 },
      hidden: true,
      delivered: null,
      returned: null,
      refused: null,
      wrongAddress: null,
      label: null,
    });
    const list = await requestAs(ctx, people.admin, 'GET', '/api/admin/receiver-records/hidden');
    expect(list.json().map((row: { phone: string }) => row.phone)).toContain(phone);
    const shown = await requestAs(ctx, people.admin, 'DELETE', `/api/admin/receiver-records/hidden/${phone}`);
    expect(shown.statusCode).toBe(204);
    expect((await lookup(shop, phone)).json()).toMatchObject({ hidden: false, delivered: 1 });
  });

  it('is limited per merchant and per API key, and logs the key', async () => {
    const shop = await merchant('Busy Shop');
    for (let i = 0; i < 5; i += 1) expect((await lookup(shop, freshPhone())).statusCode).toBe(200);
    const burst = freshPhone();
    const limited = await lookup(shop, burst);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', params: { max: 5 } });
    // Refused lookups are kept too.
    const refusedRows = await ctx.db
      .select()
      .from(receiverRecordLookups)
      .where(eq(receiverRecordLookups.phone, burst));
    expect(refusedRows).toMatchObject([{ merchantId: shop.userId, kind: null, outcome: 'rate_limited' }]);
    const otherShop = await merchant('Quiet Shop');
    expect((await lookup(otherShop, freshPhone())).statusCode).toBe(200);

    const keyShop = await merchant('Key Shop');
    const created = await requestAs(ctx, keyShop, 'POST', '/api/api-keys', { name: 'Shop site' });
    expect(created.statusCode).toBe(201);
    const withKey = { authorization: `Bearer ${created.json().key}` };
    const byKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/receiver-records/lookup',
      headers: withKey,
      payload: { phone: freshPhone() },
    });
    expect(byKey.statusCode).toBe(200);
    const logged = await ctx.db
      .select()
      .from(receiverRecordLookups)
      .where(eq(receiverRecordLookups.merchantId, keyShop.userId));
    expect(logged[0]?.apiKeyId).toBe(created.json().id);
  });
});
