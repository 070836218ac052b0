import crypto from 'node:crypto';
import type { ParcelStatus } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { parcels, riders } from '../../db/schema/index.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { secondApp } from '../../test/second-app.ts';
import { connectSse, type SseClient } from '../../test/sse-client.ts';
import { waitFor } from '../../test/wait-for.ts';
import { recordParcelEvent } from '../parcels/parcel-events.ts';

const ctx = useTestContext();
let baseUrl: string;
let sender: SignedIn;

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  sender = await signUp(ctx.app, { name: 'Selina Sender', email: `selina-${Date.now()}@example.test` });
});

let sequence = 0;
const privateText = {
  receiverName: 'Karim Receiverson',
  receiverPhone: '+8801712345678',
  pickupAddress: 'House 7, Lane Secret Pickup, Mirpur',
  deliveryAddress: 'Flat 3B, Hidden Delivery Road, Agrabad',
};

interface TestParcel {
  id: string;
  trackingId: string;
  senderId: string;
  riderId: string | null;
  status: ParcelStatus;
}

async function insertParcel(
  db: Db,
  owner: SignedIn,
  overrides: Partial<typeof parcels.$inferInsert> = {},
): Promise<TestParcel> {
  sequence += 1;
  const row = {
    id: crypto.randomUUID(),
    trackingId: `DSH-${1_700_000_000_000 + Date.now() * 10 + sequence}`,
    parcelTitle: 'Winter quilt',
    ...privateText,
    pickupDistrict: 'dhaka',
    deliveryDistrict: 'chattogram',
    parcelType: 'medium' as const,
    deliveryFeePoisha: 13_700,
    paymentMethod: 'cod' as const,
    codAmountPoisha: 432_100,
    senderId: owner.userId,
    senderEmail: owner.email,
    status: 'pending' as const,
    ...overrides,
  };
  await db.transaction(async (tx) => {
    await tx.insert(parcels).values(row);
    await recordParcelEvent(tx, {
      parcelId: row.id,
      trackingId: row.trackingId,
      senderId: row.senderId,
      riderId: row.riderId ?? null,
      fromStatus: null,
      toStatus: 'pending',
      note: null,
      actorId: owner.userId,
      actorRole: 'customer',
    });
  });
  return {
    id: row.id,
    trackingId: row.trackingId,
    senderId: row.senderId,
    riderId: row.riderId ?? null,
    status: 'pending',
  };
}

/** A status change the way the workflow makes one: the update and its event commit together. */
async function changeStatus(db: Db, parcel: TestParcel, toStatus: ParcelStatus, note: string | null = null) {
  await db.transaction(async (tx) => {
    await tx
      .update(parcels)
      .set({ status: toStatus, updatedAt: new Date() })
      .where(eq(parcels.id, parcel.id));
    await recordParcelEvent(tx, {
      parcelId: parcel.id,
      trackingId: parcel.trackingId,
      senderId: parcel.senderId,
      riderId: parcel.riderId,
      fromStatus: parcel.status,
      toStatus,
      note,
      actorId: null,
      actorRole: 'system',
    });
  });
  parcel.status = toStatus;
}

async function insertRider(db: Db, user: SignedIn): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(riders).values({
    id,
    userId: user.userId,
    fullName: 'Rafiq Rider',
    phone: '01812345678',
    region: 'dhaka',
    vehicleType: 'motorbike',
    name: 'Rafiq Rider',
    email: user.email,
    status: 'approved',
  });
  return id;
}

async function waitForStatus(get: () => Promise<{ statusCode: number }>, status: number): Promise<void> {
  await waitFor(async () => (await get()).statusCode === status, 3_000);
}

async function nextData(client: SseClient, event: string): Promise<unknown> {
  for (;;) {
    const message = await client.next();
    if (!message) throw new Error(`stream ended before a "${event}" event`);
    if (message.event === event) return JSON.parse(message.data);
    if (message.event !== 'comment') throw new Error(`expected "${event}", got "${message.event}"`);
  }
}

/**
 * The next status (or change) message that is news. A stream subscribes before it reads its
 * snapshot, so the booking of a parcel created just before connecting may arrive once more, late.
 */
async function nextChange(client: SseClient, event: 'status' | 'change'): Promise<unknown> {
  for (;;) {
    const data = (await nextData(client, event)) as { status?: string; toStatus?: string };
    if ((data.status ?? data.toStatus) !== 'pending') return data;
  }
}

describe('GET /api/track/:trackingId', () => {
  it('answers the public shape only: no names, addresses, phones, emails, amounts or rider', async () => {
    const rider = await loginAs(ctx, 'rider', 'Rafiq Rider');
    const riderId = await insertRider(ctx.db, rider);
    const parcel = await insertParcel(ctx.db, sender, { riderId });
    await changeStatus(ctx.db, parcel, 'assigned', 'Assigned to Rafiq Rider (01812345678)');
    await changeStatus(ctx.db, parcel, 'picked_up');
    await changeStatus(ctx.db, parcel, 'failed', 'Receiver did not answer the phone');

    const response = await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'bookingTime',
        'deliveryDistrict',
        'deliveryType',
        'events',
        'legs',
        'milestones',
        'parcelType',
        'pickupDistrict',
        'promisedDate',
        'status',
        'trackingId',
        'updatedAt',
      ].sort(),
    );
    expect(body).toMatchObject({
      trackingId: parcel.trackingId,
      status: 'failed',
      parcelType: 'medium',
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'chattogram',
    });
    expect(body.events.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'pending',
      'assigned',
      'picked_up',
      'failed',
    ]);
    expect(body.events[0]).toEqual({ toStatus: 'pending', fromStatus: null, at: expect.any(String) });
    // A note is never public, not even a harmless one: the step has no reason code it stands for.
    expect(body.events[3]).toEqual({ toStatus: 'failed', fromStatus: 'picked_up', at: expect.any(String) });
    expect(response.body).not.toContain('Receiver did not answer');
    const times = body.events.map((event: { at: string }) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const text = response.body;
    for (const secret of [
      privateText.receiverName,
      'Karim',
      privateText.receiverPhone,
      '1712345678',
      'Secret Pickup',
      'Hidden Delivery',
      sender.email,
      'Selina',
      'Winter quilt',
      riderId,
      rider.userId,
      'Rafiq',
      '01812345678',
      sender.userId,
      parcel.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    // The fee (৳137) and the amount to collect (৳4,321) as taka or poisha. Times and the tracking
    // id are taken out first: their digits are the clock's, and once held "137" by chance.
    const textWithoutClockDigits = text
      .replaceAll(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '')
      .replaceAll(parcel.trackingId, '');
    for (const amount of ['137', '4321']) {
      expect(textWithoutClockDigits).not.toContain(amount);
    }
  });

  it('shows a failure the server described by its reason code, never the words', async () => {
    const parcel = await insertParcel(ctx.db, sender);
    await changeStatus(ctx.db, parcel, 'failed', 'Receiver not reachable');
    const coded = (await ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}` })).json();
    expect(coded.events.at(-1)).toEqual({
      toStatus: 'failed',
      fromStatus: 'pending',
      reason: 'not_reachable',
      at: expect.any(String),
    });

    const other = await insertParcel(ctx.db, sender);
    await changeStatus(ctx.db, other, 'failed', 'Receiver unreachable on 01712 345678, will retry');
    const typed = await ctx.app.inject({ method: 'GET', url: `/api/track/${other.trackingId}` });
    expect(typed.json().events.at(-1)).toEqual({
      toStatus: 'failed',
      fromStatus: 'pending',
      at: expect.any(String),
    });
    expect(typed.body).not.toContain('unreachable');
  });

  it('answers 404 in the error shape for an unknown ID, and 400 for a malformed one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/track/DSH-1000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No parcel has this tracking ID.' },
    });
    expect(missing.headers['cache-control']).toBeUndefined();

    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/track/ABC-123' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { trackingId: 'Tracking IDs look like DSH-1700000000000.' },
    });
  });

  it('drops a cached lookup as soon as the parcel changes, on any process, long before its TTL', async () => {
    expect(ctx.env.TRACK_CACHE_MS).toBe(5000);
    const trackingId = `DSH-${1_800_000_000_000 + Date.now()}`;
    // An address of its own: polling must not eat into the rate limit of the other tests.
    const get = () =>
      ctx.app.inject({ method: 'GET', url: `/api/track/${trackingId}`, remoteAddress: '198.51.100.7' });
    expect((await get()).statusCode).toBe(404);
    const parcel = await insertParcel(ctx.db, sender, { trackingId });
    const booked = Date.now();
    await waitForStatus(get, 200);
    expect(Date.now() - booked).toBeLessThan(2_000);
    expect((await get()).json().status).toBe('pending');

    await changeStatus(ctx.db, parcel, 'cancelled');
    const changed = Date.now();
    await waitFor(async () => (await get()).json().status === 'cancelled');
    expect(Date.now() - changed).toBeLessThan(2_000);
  });

  it('is rate limited per IP (60 a minute by default), in the error shape', async () => {
    const parcel = await insertParcel(ctx.db, sender);
    const get = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/track/${parcel.trackingId}`, remoteAddress });
    for (let index = 0; index < ctx.env.TRACK_RATE_LIMIT_MAX; index += 1) {
      expect((await get('203.0.113.9')).statusCode).toBe(200);
    }
    const limited = await get('203.0.113.9');
    expect(ctx.env.TRACK_RATE_LIMIT_MAX).toBe(60);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await get('203.0.113.10')).statusCode).toBe(200);
  });
});

describe('GET /api/track/:trackingId/events', () => {
  it('sends the snapshot, then a status event per committed change, and cleans up on disconnect', async () => {
    const parcel = await insertParcel(ctx.db, sender);
    const before = ctx.app.realtime.subscriberCount();
    const client = await connectSse(`${baseUrl}/api/track/${parcel.trackingId}/events`);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.response.headers.get('cache-control')).toBe('no-cache');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    // Hooks' security headers survive the hijacked reply.
    expect(client.response.headers.get('x-content-type-options')).toBe('nosniff');

    const snapshot = (await nextData(client, 'snapshot')) as { status: string; events: unknown[] };
    expect(snapshot).toMatchObject({ trackingId: parcel.trackingId, status: 'pending' });
    expect(snapshot.events).toHaveLength(1);
    expect(ctx.app.realtime.subscriberCount()).toBe(before + 1);

    await changeStatus(ctx.db, parcel, 'cancelled');
    expect(await nextChange(client, 'status')).toEqual({
      trackingId: parcel.trackingId,
      status: 'cancelled',
      updatedAt: expect.any(String),
      event: { toStatus: 'cancelled', fromStatus: 'pending', at: expect.any(String) },
    });

    client.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === before);
  });

  it('does not leak a subscriber when a change rolls back, and only sends committed ones', async () => {
    const parcel = await insertParcel(ctx.db, sender);
    const client = await connectSse(`${baseUrl}/api/track/${parcel.trackingId}/events`);
    await nextData(client, 'snapshot');
    await ctx.db
      .transaction(async (tx) => {
        await recordParcelEvent(tx, {
          parcelId: parcel.id,
          trackingId: parcel.trackingId,
          senderId: parcel.senderId,
          riderId: null,
          fromStatus: 'pending',
          toStatus: 'delivered',
          note: null,
          actorId: null,
          actorRole: 'system',
        });
        tx.rollback();
      })
      .catch(() => undefined);
    await changeStatus(ctx.db, parcel, 'assigned');
    const message = (await nextChange(client, 'status')) as { status: string };
    expect(message.status).toBe('assigned');
    client.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === 0);
  });

  it('answers 404 (JSON, before any stream) for an unknown ID and leaves no subscriber', async () => {
    const response = await fetch(`${baseUrl}/api/track/DSH-1000000000001/events`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No parcel has this tracking ID.' },
    });
    expect(ctx.app.realtime.subscriberCount()).toBe(0);
  });

  it('many viewers come and go without leaving subscribers behind', async () => {
    const parcel = await insertParcel(ctx.db, sender);
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => connectSse(`${baseUrl}/api/track/${parcel.trackingId}/events`)),
    );
    await Promise.all(clients.map((client) => nextData(client, 'snapshot')));
    expect(ctx.app.realtime.subscriberCount()).toBe(20);
    await changeStatus(ctx.db, parcel, 'assigned');
    const received = await Promise.all(clients.map((client) => nextChange(client, 'status')));
    expect(received.every((message) => (message as { status: string }).status === 'assigned')).toBe(true);
    for (const client of clients) client.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === 0);
  });
});

describe('GET /api/parcels/stream', () => {
  it('answers 401 when signed out', async () => {
    const response = await fetch(`${baseUrl}/api/parcels/stream`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('streams changes to the caller’s own parcels only, with the minimal payload', async () => {
    const owner = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const mine = await insertParcel(ctx.db, owner);
    const theirs = await insertParcel(ctx.db, stranger);
    const client = await connectSse(`${baseUrl}/api/parcels/stream`, owner.headers);
    expect(client.response.status).toBe(200);
    expect(await nextData(client, 'ready')).toEqual({});

    await changeStatus(ctx.db, theirs, 'cancelled');
    await changeStatus(ctx.db, mine, 'cancelled');
    expect(await nextChange(client, 'change')).toEqual({
      parcelId: mine.id,
      trackingId: mine.trackingId,
      toStatus: 'cancelled',
      at: expect.any(String),
    });
    client.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === 0);
  });

  it('streams changes to parcels assigned to a rider, once even if the rider also sent it', async () => {
    const rider = await loginAs(ctx, 'rider');
    const riderId = await insertRider(ctx.db, rider);
    const assigned = await insertParcel(ctx.db, sender, { riderId });
    const ownAndAssigned = await insertParcel(ctx.db, rider, { riderId });
    const client = await connectSse(`${baseUrl}/api/parcels/stream`, { cookie: rider.cookie });
    await nextData(client, 'ready');

    await changeStatus(ctx.db, assigned, 'assigned');
    expect(await nextChange(client, 'change')).toMatchObject({ parcelId: assigned.id, toStatus: 'assigned' });
    await changeStatus(ctx.db, ownAndAssigned, 'assigned');
    await changeStatus(ctx.db, assigned, 'picked_up');
    expect(await nextChange(client, 'change')).toMatchObject({ parcelId: ownAndAssigned.id });
    expect(await nextChange(client, 'change')).toMatchObject({
      parcelId: assigned.id,
      toStatus: 'picked_up',
    });
    client.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === 0);
  });
});

describe('across server processes', () => {
  it('a change committed through app A reaches an SSE client connected to app B', async () => {
    const b = await secondApp(ctx);
    try {
      const parcel = await insertParcel(ctx.db, sender);
      const client = await connectSse(`${b.url}/api/track/${parcel.trackingId}/events`);
      await nextData(client, 'snapshot');
      expect(b.app.realtime.subscriberCount()).toBe(1);
      expect(ctx.app.realtime.subscriberCount()).toBe(0);

      await changeStatus(ctx.db, parcel, 'assigned');
      expect(await nextChange(client, 'status')).toMatchObject({ status: 'assigned' });
      client.close();
      await waitFor(() => b.app.realtime.subscriberCount() === 0);
    } finally {
      await b.app.close();
      if (b.database !== ctx.database) await b.database.close();
    }
  });

  it('closing an app ends its open streams instead of hanging, and stops its listener', async () => {
    const b = await secondApp(ctx);
    const parcel = await insertParcel(ctx.db, sender);
    const client = await connectSse(`${b.url}/api/track/${parcel.trackingId}/events`);
    await nextData(client, 'snapshot');
    const started = Date.now();
    await b.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    // The stream ends: whatever is still buffered is a heartbeat or the booking's late echo.
    for (let message = await client.next(); message; message = await client.next()) {
      expect(message.event === 'comment' || JSON.parse(message.data).status === 'pending').toBe(true);
    }
    expect(b.app.realtime.subscriberCount()).toBe(0);
    if (b.database !== ctx.database) await b.database.close();

    // App A still hears changes after B let go of its listener.
    const viewer = await connectSse(`${baseUrl}/api/track/${parcel.trackingId}/events`);
    await nextData(viewer, 'snapshot');
    await changeStatus(ctx.db, parcel, 'cancelled');
    expect(await nextChange(viewer, 'status')).toMatchObject({ status: 'cancelled' });
    viewer.close();
    await waitFor(() => ctx.app.realtime.subscriberCount() === 0);
  });
});
