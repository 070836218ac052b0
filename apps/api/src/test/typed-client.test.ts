import type { AddressInfo } from 'node:net';
import { createDeshClient } from '@desh/api-client';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestContext } from './helpers.ts';
import { waitFor } from './wait-for.ts';
import { startReceiver } from './webhook-receiver.ts';

/**
 * The merchant integration end to end through the client generated from the live API document
 * (packages/api-client): if the document and the server drift apart, this stops compiling or fails.
 */
const ctx = useTestContext({ WEBHOOK_POLL_MS: '50' });
let baseUrl: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const order = (n: number) => ({
  parcelTitle: `T-shirt order ${n}`,
  receiverName: `Customer ${n}`,
  receiverPhone: '01812345678',
  pickupAddress: 'Warehouse 3, Tejgaon, Dhaka',
  deliveryAddress: `Flat ${n}, Khulshi, Chattogram`,
  deliveryDistrict: 'chattogram' as const,
  pickupDistrict: 'dhaka' as const,
  parcelType: 'small' as const,
  deliveryFee: 130,
  paymentMethod: 'cod' as const,
  codAmount: 990,
  merchantOrderId: `TS-${n}`,
});

describe('typed API client', () => {
  it('creates an API key, books in bulk with it, lists, tracks and receives a signed webhook it verifies', async () => {
    // The merchant makes an API key while signed in; the shop's backend then works with the key alone.
    const merchant = await signUp(ctx.app, { name: 'T-shirt shop' });
    const signedIn = createDeshClient({
      baseUrl,
      token: merchant.headers.authorization.replace(/^Bearer /, ''),
    });
    const created = await signedIn.POST('/api/api-keys', { body: { name: 'shop backend' } });
    expect(created.response.status).toBe(201);
    const key = created.data?.key ?? '';
    expect(key).toMatch(/^dsh_live_/);
    const client = createDeshClient({ baseUrl, token: key });
    // A key never manages keys.
    expect((await client.GET('/api/api-keys')).response.status).toBe(403);

    const endpoint = await client.POST('/api/webhooks', {
      body: { url: receiver.url, events: ['parcel.status_changed'], description: 'shop backend' },
    });
    expect(endpoint.response.status).toBe(201);
    const secret = endpoint.data?.secret ?? '';
    expect(secret).toMatch(/^whsec_/);

    const bulk = await client.POST('/api/parcels/bulk', {
      body: { parcels: [order(1), order(2), { ...order(3), receiverName: '' }] },
    });
    expect(bulk.response.status).toBe(200);
    expect(bulk.data).toMatchObject({ created: 2, existing: 0, invalid: 1 });
    expect(bulk.data?.results[2]?.error?.fields?.receiverName).toBe('Receiver name is required');
    const booked = bulk.data?.results.flatMap((row) => (row.parcel ? [row.parcel] : [])) ?? [];

    const listed = await client.GET('/api/parcels', { params: { query: { page: 1, limit: 10 } } });
    expect(listed.response.headers.get('x-total-count')).toBe('2');
    expect(listed.data?.map((parcel) => parcel.merchantOrderId).sort()).toEqual(['TS-1', 'TS-2']);

    const trackingId = booked[0]?.trackingId ?? '';
    const tracked = await client.GET('/api/track/{trackingId}', { params: { path: { trackingId } } });
    expect(tracked.response.status).toBe(200);
    expect(tracked.data?.status).toBe('pending');

    const again = await client.POST('/api/parcels', {
      body: order(1),
      headers: { 'idempotency-key': 'retry-1' },
    });
    expect(again.response.status).toBe(200);
    // The answer's type also holds a test key's { dryRun: true } (202): a live key's booking has the parcel.
    expect(again.data && '_id' in again.data ? again.data._id : undefined).toBe(booked[0]?._id);

    await waitFor(() => receiver.received.length >= 2);
    const events = receiver.received.map(
      (message) =>
        new Webhook(secret).verify(message.body, message.headers) as {
          type: string;
          data: { trackingId: string; merchantOrderId: string };
        },
    );
    expect(events.map((event) => event.data.merchantOrderId).sort()).toEqual(['TS-1', 'TS-2']);
    expect(events.every((event) => event.type === 'parcel.status_changed')).toBe(true);

    const log = await client.GET('/api/webhooks/{id}/messages', {
      params: { path: { id: endpoint.data?.id ?? '' }, query: { limit: 10 } },
    });
    expect(log.data?.messages.map((message) => message.status)).toEqual(['delivered', 'delivered']);
  });
});
