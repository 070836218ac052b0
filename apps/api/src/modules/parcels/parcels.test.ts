import { tariff } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcelEvents, parcels, riders } from '../../db/schema/index.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { totalCountCap } from './parcels.schemas.ts';

const ctx = useTestContext();

const booking = {
  parcelTitle: 'Winter jackets',
  receiverName: 'Karim Ahmed',
  receiverPhone: '01711000222',
  pickupAddress: 'House 12, Road 5, Dhanmondi',
  deliveryAddress: 'College Road, Sylhet',
  parcelType: 'medium',
  deliveryFee: 150,
  paymentMethod: 'prepaid',
} as const;

async function book(user: SignedIn, body: Record<string, unknown> = {}) {
  const response = await requestAs(ctx, user, 'POST', '/api/parcels', { ...booking, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; trackingId: string; status: string; [key: string]: unknown };
}

const eventsOf = (parcelId: string) =>
  ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcelId)).orderBy(parcelEvents.id);

describe('POST /api/parcels', () => {
  it('answers 401 when signed out', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/parcels', payload: booking });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('returns every spec message per field', async () => {
    const user = await signUp(ctx.app);
    const empty = await requestAs(ctx, user, 'POST', '/api/parcels', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_ERROR');
    expect(empty.json().error.fields).toEqual({
      parcelTitle: 'Parcel title is required',
      receiverName: 'Receiver name is required',
      receiverPhone: 'Receiver phone is required',
      pickupAddress: 'Pickup address is required',
      deliveryAddress: 'Delivery address is required',
      parcelType: 'Parcel type is required',
      deliveryFee: 'Delivery fee is required',
      paymentMethod: 'Payment method is required',
    });

    const blank = await requestAs(ctx, user, 'POST', '/api/parcels', {
      ...booking,
      parcelTitle: '   ',
      parcelType: 'huge',
      deliveryFee: 0,
      paymentMethod: 'card',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({
      parcelTitle: 'Parcel title is required',
      parcelType: 'Parcel type must be one of: small, medium, large, fragile.',
      deliveryFee: 'Fee must be at least 1',
      paymentMethod: 'Payment method must be one of: cod, prepaid.',
    });
  });

  it('takes the sender, status, time and tracking ID from the server, never from the body', async () => {
    const user = await signUp(ctx.app);
    const before = Date.now();
    const parcel = await book(user, {
      senderEmail: 'someone-else@example.test',
      status: 'delivered',
      bookingTime: '2001-01-01T00:00:00.000Z',
      trackingId: 'DSH-1',
      _id: 'chosen-by-client',
    });
    expect(parcel).toMatchObject({ ...booking, senderEmail: user.email, status: 'pending', riderId: null });
    expect(parcel.trackingId).toMatch(/^DSH-\d{13}$/);
    expect(parcel._id).toMatch(/^[0-9a-f-]{36}$/);
    const bookedAt = Date.parse(String(parcel.bookingTime));
    expect(bookedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(bookedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(parcel.trackingId).toBe(`DSH-${bookedAt}`);

    const events = await eventsOf(parcel._id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'pending',
      actorId: user.userId,
      actorRole: 'customer',
    });
  });

  it("charges the tariff's fee whatever the sender typed, and works out the amount to collect", async () => {
    const user = await signUp(ctx.app);
    // Medium, Dhaka → Sylhet: ৳150, plus 1 % COD charge on ৳2,500 = ৳25.
    const cod = await book(user, {
      paymentMethod: 'cod',
      deliveryFee: 1,
      codAmount: 2500,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
      receiverPhone: '+88 01712-345678',
    });
    expect(cod).toMatchObject({
      deliveryFee: 175,
      codAmount: 2500,
      amountToCollect: 2675,
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'sylhet',
      receiverPhone: '01712345678',
    });
    // A phone typed on a Bangla keypad is the same number.
    const prepaid = await book(user, { codAmount: 2500, pickupDistrict: '', receiverPhone: '০১৮১২-৩৪৫৬৭৮' });
    expect(prepaid).toMatchObject({
      codAmount: 0,
      amountToCollect: 0,
      pickupDistrict: null,
      receiverPhone: '01812345678',
    });
  });

  it('refuses a booking without the receiver’s phone, cash on delivery or prepaid', async () => {
    const user = await signUp(ctx.app);
    for (const paymentMethod of ['cod', 'prepaid']) {
      for (const receiverPhone of [undefined, '', '   ']) {
        const response = await requestAs(ctx, user, 'POST', '/api/parcels', {
          ...booking,
          paymentMethod,
          codAmount: 1250,
          receiverPhone,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ receiverPhone: 'Receiver phone is required' });
      }
    }
    const bulk = await requestAs(ctx, user, 'POST', '/api/parcels/bulk', {
      parcels: [{ ...booking, receiverPhone: undefined }],
    });
    expect(bulk.json().results[0].error.fields).toEqual({ receiverPhone: 'Receiver phone is required' });
  });

  it('prices a booking without both districts at the nationwide rate, so leaving them out never undercuts the tariff', async () => {
    const user = await signUp(ctx.app);
    const sameCity = await book(user, {
      parcelType: 'small',
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'dhaka',
    });
    expect(sameCity.deliveryFee).toBe(tariff.same_city.small);
    const onlyPickup = await book(user, { parcelType: 'small', deliveryFee: 1, pickupDistrict: 'dhaka' });
    expect(onlyPickup.deliveryFee).toBe(tariff.elsewhere.small);
    const none = await book(user, { parcelType: 'fragile', deliveryFee: 5000 });
    expect(none.deliveryFee).toBe(tariff.elsewhere.fragile);
  });

  it('books 200 parcels at once with distinct tracking IDs and one pending event each', async () => {
    const user = await signUp(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        requestAs(ctx, user, 'POST', '/api/parcels', { ...booking, parcelTitle: `Parcel ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const booked = responses.map((response) => response.json() as { _id: string; trackingId: string });
    const ids = booked.map((parcel) => parcel.trackingId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^DSH-\d{13}$/);

    const counts = await ctx.db
      .select({ parcelId: parcelEvents.parcelId, total: sql<number>`count(*)::int` })
      .from(parcelEvents)
      .innerJoin(parcels, eq(parcels.id, parcelEvents.parcelId))
      .where(eq(parcels.senderId, user.userId))
      .groupBy(parcelEvents.parcelId);
    expect(counts).toHaveLength(200);
    expect(counts.every((row) => row.total === 1)).toBe(true);
    const pending = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(parcelEvents)
      .innerJoin(parcels, eq(parcels.id, parcelEvents.parcelId))
      .where(sql`${parcels.senderId} = ${user.userId} and ${parcelEvents.toStatus} = 'pending'`);
    expect(pending[0]?.total).toBe(200);
  });
});

describe('GET /api/parcels', () => {
  it('lists the caller’s own parcels, newest first, with or without ?email=', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const first = await book(owner, { parcelTitle: 'First' });
    const second = await book(owner, { parcelTitle: 'Second' });
    await book(other, { parcelTitle: 'Not mine' });

    for (const url of ['/api/parcels', `/api/parcels?email=${owner.email}`, '/api/parcels?email=']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().map((parcel: { _id: string }) => parcel._id)).toEqual([second._id, first._id]);
    }
    const upper = await requestAs(ctx, owner, 'GET', `/api/parcels?email=${owner.email.toUpperCase()}`);
    expect(upper.json()).toHaveLength(2);
  });

  it('answers 401 when signed out and 403 for somebody else’s email', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await book(owner);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/parcels?email=${owner.email}` });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await requestAs(ctx, other, 'GET', `/api/parcels?email=${owner.email}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    const rider = await loginAs(ctx, 'rider');
    const riderAsks = await requestAs(ctx, rider, 'GET', `/api/parcels?email=${owner.email}`);
    expect(riderAsks.statusCode).toBe(403);
  });

  it('lets an admin read anyone’s parcels', async () => {
    const owner = await signUp(ctx.app);
    const parcel = await book(owner);
    const admin = await loginAs(ctx, 'admin');
    const response = await requestAs(ctx, admin, 'GET', `/api/parcels?email=${owner.email}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { _id: string }) => row._id)).toEqual([parcel._id]);
  });

  it('pages with page and limit, and says so in the headers', async () => {
    const owner = await signUp(ctx.app);
    const booked: string[] = [];
    for (let index = 0; index < 25; index += 1) booked.push((await book(owner))._id);
    const newestFirst = [...booked].reverse();

    const list = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/parcels?${query}`, headers: owner.headers });
    const first = await list('limit=10');
    expect(first.headers).toMatchObject({ 'x-total-count': '25', 'x-page': '1', 'x-limit': '10' });
    expect(first.headers.link).toBe('</api/parcels?limit=10&page=2>; rel="next"');
    expect(first.headers['x-total-count-capped']).toBeUndefined();
    const second = await list('limit=10&page=2');
    expect(second.headers.link).toBe('</api/parcels?limit=10&page=3>; rel="next"');
    const third = await list('limit=10&page=3');
    expect(third.headers['x-page']).toBe('3');
    expect(third.headers.link).toBeUndefined();
    const pages = [first, second, third].flatMap((page) =>
      page.json().map((row: { _id: string }) => row._id),
    );
    expect(pages).toEqual(newestFirst);

    const defaults = await list('');
    expect(defaults.headers['x-limit']).toBe('20');
    expect(defaults.json()).toHaveLength(20);
    const beyond = await list('page=9');
    expect(beyond.json()).toEqual([]);

    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=abc', 'email=not-an-email']) {
      const response = await list(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('stops counting at the cap and says the count is capped', async () => {
    const owner = await signUp(ctx.app);
    await ctx.db.execute(sql`
      insert into parcels (id, tracking_id, parcel_title, receiver_name, pickup_address, delivery_address,
        parcel_type, delivery_fee_poisha, payment_method, sender_id, sender_email, booking_time)
      select 'bulk-' || n, 'DSH-' || (1000000000000 + n), 'Bulk', 'Receiver', 'A', 'B', 'small', 6000, 'prepaid',
        ${owner.userId}, ${owner.email}, now() - n * interval '1 second'
      from generate_series(1, ${totalCountCap + 5}) as n`);
    const response = await requestAs(ctx, owner, 'GET', '/api/parcels?limit=5');
    expect(response.headers['x-total-count']).toBe(String(totalCountCap));
    expect(response.headers['x-total-count-capped']).toBe('true');
    expect(response.json().map((row: { _id: string }) => row._id)).toEqual([
      'bulk-1',
      'bulk-2',
      'bulk-3',
      'bulk-4',
      'bulk-5',
    ]);
    const last = await requestAs(
      ctx,
      owner,
      'GET',
      `/api/parcels?limit=100&page=${Math.ceil((totalCountCap + 5) / 100)}`,
    );
    expect(last.json()).toHaveLength(5);
    expect(last.headers.link).toBeUndefined();
  });
});

async function assignRider(parcelId: string, rider: SignedIn) {
  const riderId = `rider-${rider.userId}`;
  await ctx.db
    .insert(riders)
    .values({
      id: riderId,
      userId: rider.userId,
      fullName: 'Test Rider',
      phone: '01712345678',
      region: 'dhaka',
      vehicleType: 'motorbike',
      name: 'Test Rider',
      email: rider.email,
      status: 'approved',
    })
    .onConflictDoNothing();
  await ctx.db.update(parcels).set({ riderId, status: 'assigned' }).where(eq(parcels.id, parcelId));
}

describe('GET /api/parcels/:id', () => {
  it('shows a parcel to its sender, an admin and the assigned rider only', async () => {
    const owner = await signUp(ctx.app, { name: 'Shirin Akter' });
    const parcel = await book(owner, { paymentMethod: 'cod', codAmount: 500, deliveryFee: 100 });
    const get = (headers?: SignedIn['headers'], id = parcel._id) =>
      ctx.app.inject({ method: 'GET', url: `/api/parcels/${id}`, ...(headers ? { headers } : {}) });

    const own = await get(owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: parcel._id, amountToCollect: 660, senderName: 'Shirin Akter' });
    expect((await get()).statusCode).toBe(401);
    expect((await get((await signUp(ctx.app)).headers)).statusCode).toBe(403);
    expect((await get((await loginAs(ctx, 'admin')).headers)).statusCode).toBe(200);
    expect((await get(owner.headers, 'no-such-parcel')).statusCode).toBe(404);

    const rider = await loginAs(ctx, 'rider');
    const otherRider = await loginAs(ctx, 'rider');
    expect((await get(rider.headers)).statusCode).toBe(403);
    await assignRider(parcel._id, rider);
    expect((await get(rider.headers)).statusCode).toBe(200);
    expect((await get(otherRider.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/parcels/:id/cancel', () => {
  const cancel = (id: string, headers?: SignedIn['headers']) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/parcels/${id}/cancel`,
      ...(headers ? { headers } : {}),
    });

  it('lets the sender cancel a pending parcel once, and records it', async () => {
    const owner = await signUp(ctx.app);
    const parcel = await book(owner);
    expect((await cancel(parcel._id)).statusCode).toBe(401);
    expect((await cancel(parcel._id, (await signUp(ctx.app)).headers)).statusCode).toBe(403);
    expect((await cancel(parcel._id, (await loginAs(ctx, 'rider')).headers)).statusCode).toBe(403);
    expect((await cancel('no-such-parcel', owner.headers)).statusCode).toBe(404);

    const done = await cancel(parcel._id, owner.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: parcel._id, status: 'cancelled' });
    const again = await cancel(parcel._id, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'PARCEL_NOT_CANCELLABLE',
      message: 'Only pending parcels can be cancelled; this one is Cancelled.',
      params: { status: 'cancelled' },
    });
    const events = await eventsOf(parcel._id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorId])).toEqual([
      [null, 'pending', owner.userId],
      ['pending', 'cancelled', owner.userId],
    ]);
  });

  it('lets an admin cancel any pending parcel (a customer who calls the office), as the transition table says', async () => {
    const owner = await signUp(ctx.app);
    const parcel = await book(owner);
    const admin = await loginAs(ctx, 'admin');
    const done = await cancel(parcel._id, admin.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'cancelled' });
    const events = await eventsOf(parcel._id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorId: admin.userId,
    });
  });

  it('refuses with 409 once a rider is assigned', async () => {
    const owner = await signUp(ctx.app);
    const parcel = await book(owner);
    await assignRider(parcel._id, await loginAs(ctx, 'rider'));
    const response = await cancel(parcel._id, owner.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Only pending parcels can be cancelled; this one is Assigned.',
    );
    const [row] = await ctx.db.select().from(parcels).where(eq(parcels.id, parcel._id));
    expect(row?.status).toBe('assigned');
    expect(await eventsOf(parcel._id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous cancels through', async () => {
    const owner = await signUp(ctx.app);
    const parcel = await book(owner);
    const results = await Promise.all([cancel(parcel._id, owner.headers), cancel(parcel._id, owner.headers)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const cancelEvents = (await eventsOf(parcel._id)).filter((event) => event.toStatus === 'cancelled');
    expect(cancelEvents).toHaveLength(1);
  });
});
