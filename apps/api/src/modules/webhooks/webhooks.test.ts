import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { webhookMessages } from '../../db/schema/index.ts';
import { insertDeliveryPhoto } from '../../test/delivery-steps.ts';
import { refuseStatusUpdates } from '../../test/failover-switch.ts';
import {
  buildTestApp,
  loginAs,
  requestAs,
  type SignedIn,
  signUp,
  useTestContext,
} from '../../test/helpers.ts';
import { walkToDoor } from '../../test/network-steps.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { internalIpv6Targets } from '../../test/ssrf-ipv6-targets.ts';
import { waitFor } from '../../test/wait-for.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';

const ctx = useTestContext({
  WEBHOOK_RETRY_DELAYS_MS: '150,150,150,150,150,150,150,150',
  WEBHOOK_POLL_MS: '50',
});
let admin: SignedIn;
let rider: TestRider;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
  rider = await createApprovedRider(ctx, admin);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const booking = (title = 'Saree') => ({
  parcelTitle: title,
  receiverName: 'Nasima Begum',
  receiverPhone: '01711000222',
  pickupAddress: 'Shop 2, New Market, Dhaka',
  deliveryAddress: 'Agrabad, Chattogram',
  parcelType: 'small',
  deliveryFee: 130,
  paymentMethod: 'prepaid',
});

async function register(
  user: SignedIn,
  url: string,
  events = ['parcel.status_changed', 'parcel.delivered', 'parcel.delivery_failed'],
) {
  const response = await requestAs(ctx, user, 'POST', '/api/webhooks', { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string; secretPrefix: string };
}

async function book(user: SignedIn, body: object = booking()) {
  const response = await requestAs(ctx, user, 'POST', '/api/parcels', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; trackingId: string };
}

/** Walks a parcel through the real workflow: to the door and delivered or failed, cancelled, or back to pending. */
async function move(parcelId: string, status: 'delivered' | 'failed' | 'cancelled' | 'pending') {
  const call = async (
    who: { headers: Record<string, string> },
    method: 'POST' | 'PATCH',
    url: string,
    payload = {},
  ) => {
    const response = await ctx.app.inject({ method, url, headers: who.headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  };
  if (status === 'cancelled') return call(admin, 'POST', `/api/parcels/${parcelId}/cancel`);
  if (status === 'pending') return call(admin, 'PATCH', `/api/parcels/${parcelId}/status`, { status });
  await call(admin, 'PATCH', `/api/parcels/assign/${parcelId}`, { riderId: rider.riderId });
  // The one road: picked up, handed in and carried hub to hub, handed out to the rider (issue 61).
  await walkToDoor(ctx, rider, parcelId);
  if (status === 'failed') {
    return call(rider, 'POST', `/api/deliveries/${parcelId}/attempts`, { reason: 'wrong_address' });
  }
  // Every booking has a receiver phone: the code did not arrive (a call and its reason are recorded), so a
  // handover photo proves the delivery of this prepaid parcel at once.
  await ctx.app.inject({
    method: 'POST',
    url: `/api/deliveries/${parcelId}/receiver-calls`,
    headers: admin.headers,
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/deliveries/${parcelId}/code-missing`,
    headers: admin.headers,
    payload: { reason: 'phone_off', note: 'The receiver’s phone was off.' },
  });
  const photoId = await insertDeliveryPhoto(ctx.db, parcelId);
  return call(admin, 'POST', `/api/deliveries/${parcelId}/complete`, {
    photoId,
    receiverName: 'Nasima Begum',
    cashCollected: 0,
  });
}

/** The statuses a parcel passes from booking to its rider's door. */
const toTheDoor = ['pending', 'assigned', 'picked_up', 'in_transit', 'out_for_delivery'];

type Received = Awaited<ReturnType<typeof startReceiver>>['received'];

const verified = (secret: string, index: number, from: Received = receiver.received) => {
  const message = from[index];
  if (!message) throw new Error(`no message ${index}`);
  return new Webhook(secret).verify(message.body, message.headers) as {
    type: string;
    data: { trackingId: string; toStatus: string; merchantOrderId: string | null };
  };
};

describe('webhook endpoints', () => {
  it('shows the secret once, lists by prefix, rotates, and hides other merchants’ endpoints', async () => {
    const merchant = await signUp(ctx.app);
    const created = await register(merchant, 'https://shop.example.com/hooks');
    expect(created.secret).toMatch(/^whsec_/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/webhooks', headers: merchant.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ id: created.id, secretPrefix: created.secretPrefix }),
    ]);
    expect(list.body).not.toContain(created.secret);
    const rotated = await requestAs(ctx, merchant, 'POST', `/api/webhooks/${created.id}/rotate-secret`);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);

    const stranger = await signUp(ctx.app);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${created.id}`],
      ['DELETE', `/api/webhooks/${created.id}`],
      ['POST', `/api/webhooks/${created.id}/rotate-secret`],
      ['GET', `/api/webhooks/${created.id}/messages`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: stranger.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const removed = await requestAs(ctx, merchant, 'DELETE', `/api/webhooks/${created.id}`);
    expect(removed.statusCode).toBe(204);
  });

  it('refuses unknown events and URLs with credentials', async () => {
    const merchant = await signUp(ctx.app);
    const bad = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
      url: 'https://user:pw@shop.example.com/',
      events: ['parcel.teleported'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['events.0', 'url']);
  });
});

describe('webhook delivery', () => {
  it('delivers each parcel event signed, in order, and logs the attempt', async () => {
    receiver.received.length = 0;
    const merchant = await signUp(ctx.app);
    const endpoint = await register(merchant, receiver.url);
    const parcel = await book(merchant, { ...booking(), merchantOrderId: 'ORD-77' });
    await move(parcel._id, 'delivered');
    await waitFor(() => receiver.received.length >= 7);
    const events = [0, 1, 2, 3, 4, 5, 6].map((index) => verified(endpoint.secret, index));
    expect(events.map((event) => [event.type, event.data.toStatus])).toEqual([
      ...toTheDoor.map((status) => ['parcel.status_changed', status]),
      ['parcel.status_changed', 'delivered'],
      ['parcel.delivered', 'delivered'],
    ]);
    expect(events[0]?.data).toMatchObject({ trackingId: parcel.trackingId, merchantOrderId: 'ORD-77' });

    type Logged = { id: string; status: string; attempts: Array<{ statusCode: number }> };
    const readLog = async () =>
      (await requestAs(ctx, merchant, 'GET', `/api/webhooks/${endpoint.id}/messages`)).json()
        .messages as Logged[];
    // The receiver answers before the worker records the attempt: wait for the last record.
    await waitFor(async () => (await readLog()).every((message) => message.status === 'delivered'));
    const messages = await readLog();
    expect(messages).toHaveLength(7);
    expect(
      messages.every((message) => message.status === 'delivered' && message.attempts[0]?.statusCode === 200),
    ).toBe(true);

    const resend = await requestAs(ctx, merchant, 'POST', `/api/webhooks/messages/${messages[0]?.id}/resend`);
    expect(resend.statusCode).toBe(202);
    await waitFor(() => receiver.received.length >= 8);
    expect(receiver.received[7]?.headers['webhook-id']).toBe(messages[0]?.id);
  });

  it('keeps retrying while the receiver is down, then delivers every event once and in order', async () => {
    receiver.received.length = 0;
    receiver.answer.status = 503;
    const merchant = await signUp(ctx.app);
    const endpoint = await register(merchant, receiver.url);
    const parcel = await book(merchant);
    await move(parcel._id, 'failed');
    await move(parcel._id, 'pending');
    const rows = () =>
      ctx.db
        .select()
        .from(webhookMessages)
        .where(eq(webhookMessages.endpointId, endpoint.id))
        .orderBy(webhookMessages.id);
    await waitFor(async () => ((await rows())[0]?.attemptCount ?? 0) >= 3);
    // Later events for the parcel wait behind the first: not one attempt yet.
    const waiting = await rows();
    expect(waiting.slice(1).map((row) => row.attemptCount)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(receiver.received).toHaveLength(0);

    receiver.answer.status = 200;
    await waitFor(() => receiver.received.length >= 8);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const got = receiver.received.map((_, index) => verified(endpoint.secret, index));
    expect(got.map((event) => `${event.type}:${event.data.toStatus}`)).toEqual([
      ...toTheDoor.map((status) => `parcel.status_changed:${status}`),
      'parcel.status_changed:failed',
      'parcel.delivery_failed:failed',
      'parcel.status_changed:pending',
    ]);
    const ids = receiver.received.map((message) => message.headers['webhook-id']);
    expect(new Set(ids).size).toBe(8);
    const first = (await rows())[0];
    expect(first?.status).toBe('delivered');
    expect(first?.attemptCount).toBeGreaterThanOrEqual(4);
  });

  it('gives a message up after its last retry and records every attempt', async () => {
    const dead = await startReceiver();
    dead.answer.status = 500;
    const merchant = await signUp(ctx.app);
    const endpoint = await register(merchant, dead.url, ['parcel.status_changed']);
    await book(merchant);
    await waitFor(async () => {
      const [row] = await ctx.db
        .select()
        .from(webhookMessages)
        .where(eq(webhookMessages.endpointId, endpoint.id));
      return row?.status === 'failed';
    });
    const log = await requestAs(ctx, merchant, 'GET', `/api/webhooks/${endpoint.id}/messages`);
    const [message] = log.json().messages;
    expect(message.attempts).toHaveLength(9);
    expect(message.attempts[0]).toMatchObject({ statusCode: 500, responseExcerpt: 'down for maintenance' });
    await dead.close();
  });
});

describe('SSRF guard (WEBHOOK_PRIVATE_TARGETS=refuse)', () => {
  // One app of its own for the guard's tests (each signs up a merchant of its own).
  const strict = useTestContext({ WEBHOOK_PRIVATE_TARGETS: 'refuse', WEBHOOK_WORKER: 'off' });

  it('refuses loopback, private and mapped targets at registration', async () => {
    const merchant = await signUp(strict.app);
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest',
      'http://localhost/',
    ]) {
      const response = await requestAs(strict, merchant, 'POST', '/api/webhooks', {
        url,
        events: ['parcel.delivered'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields.url).toBe('This address cannot receive webhooks');
    }
  });

  it('refuses every IPv6 form of an internal address, on create and on update', async () => {
    const merchant = await signUp(strict.app);
    // A public literal needs no DNS, so the endpoint can be made here and then re-pointed.
    const created = await requestAs(strict, merchant, 'POST', '/api/webhooks', {
      url: 'https://[2606:4700:4700::1111]/hooks',
      events: ['parcel.delivered'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const { address } of internalIpv6Targets) {
      const url = `http://[${address}]/`;
      const create = await requestAs(strict, merchant, 'POST', '/api/webhooks', {
        url,
        events: ['parcel.delivered'],
      });
      expect(create.statusCode, url).toBe(400);
      expect(create.json().error.fields.url).toBe('This address cannot receive webhooks');
      const update = await requestAs(strict, merchant, 'PATCH', `/api/webhooks/${id}`, { url });
      expect(update.statusCode, url).toBe(400);
    }
    const kept = await strict.app.inject({ url: `/api/webhooks/${id}`, headers: merchant.headers });
    expect(kept.json().url).toBe('https://[2606:4700:4700::1111]/hooks');
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes (PostgreSQL)', () => {
  it('deliver each message once between them', async () => {
    const receiver2 = await startReceiver();
    const current = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const row = current.rows[0];
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${row?.name}`;
    const secondDatabase = await openDatabase({ databaseUrl: url.toString() });
    const second = await buildTestApp({ env: ctx.env, database: secondDatabase, logger: false });
    await second.ready();
    try {
      const merchant = await signUp(ctx.app);
      const endpoint = await register(merchant, receiver2.url, ['parcel.status_changed']);
      const parcels = await Promise.all(
        Array.from({ length: 20 }, (_, n) => book(merchant, booking(`Box ${n}`))),
      );
      for (const parcel of parcels) await move(parcel._id, 'cancelled');
      await waitFor(() => receiver2.received.length >= 40, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = receiver2.received.map((message) => message.headers['webhook-id']);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      for (const parcel of parcels) {
        const order = receiver2.received
          .map((_, index) => verified(endpoint.secret, index, receiver2.received))
          .filter((event) => event.data.trackingId === parcel.trackingId)
          .map((event) => event.data.toStatus);
        expect(order).toEqual(['pending', 'cancelled']);
      }
    } finally {
      await second.close();
      await secondDatabase.close();
      await receiver2.close();
    }
  }, 60_000);
});

describe('a database failover between a delivery and its record', () => {
  it('records the delivery once the database takes writes again, so no event is sent twice', async () => {
    receiver.received.length = 0;
    receiver.answer.status = 200;
    // Finishing a message refuses as a standby does after a failover, until the switch.
    const failoverSwitch = await refuseStatusUpdates(ctx.db, 'webhook_messages');
    try {
      const merchant = await signUp(ctx.app);
      const endpoint = await register(merchant, receiver.url, ['parcel.status_changed']);
      const parcel = await book(merchant);
      await move(parcel._id, 'cancelled');
      await waitFor(() => receiver.received.length >= 1);
      // The new primary takes writes a second after the receiver had the first event (the second waits
      // behind it: events of a parcel go in order).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(receiver.received).toHaveLength(1);
      await failoverSwitch.takeWrites();
      const rows = () =>
        ctx.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id));
      await waitFor(async () => (await rows()).every((row) => row.status === 'delivered'));
      // Longer than the worker's poll and the test's retry delays: a message left unrecorded would be back.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ids = receiver.received.map((message) => message.headers['webhook-id']);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      expect((await rows()).map((row) => row.attemptCount)).toEqual([1, 1]);
    } finally {
      await failoverSwitch.remove();
    }
  });
});
