import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, parcels, smsOutbox } from '../../db/schema/index.ts';
import { bookingInput } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();
let merchant: SignedIn;
beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Test Shop');
});

const booking = bookingInput({ parcelTitle: 'Panjabi' });

async function createKey(test: boolean) {
  const response = await requestAs(ctx, merchant, 'POST', '/api/api-keys', { name: 'Shop', test });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; key: string; prefix: string; test: boolean };
}

const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });

/** What a booking leaves behind: parcels, ledger entries and texts queued. */
async function traces() {
  const [parcelRows] = await ctx.db.select({ n: count() }).from(parcels);
  const [ledgerRows] = await ctx.db.select({ n: count() }).from(ledgerEntries);
  const [smsRows] = await ctx.db.select({ n: count() }).from(smsOutbox);
  return { parcels: parcelRows?.n, ledger: ledgerRows?.n, sms: smsRows?.n };
}

describe('test API keys', () => {
  it('are made as dsh_test_ and listed as test keys', async () => {
    const created = await createKey(true);
    expect(created.key).toMatch(/^dsh_test_[A-Za-z0-9_-]{43}$/);
    expect(created.test).toBe(true);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: merchant.headers });
    expect(list.json().find((key: { id: string }) => key.id === created.id)).toMatchObject({
      prefix: created.prefix,
      test: true,
    });
  });

  it('check a booking without making it: no parcel, no ledger entry, no SMS', async () => {
    const { key } = await createKey(true);
    const before = await traces();
    const dryRun = await call(key, 'POST', '/api/parcels', booking);
    expect(dryRun.statusCode, dryRun.body).toBe(202);
    expect(dryRun.json()).toEqual({ dryRun: true });
    expect(await traces()).toEqual(before);
    const listed = await call(key, 'GET', '/api/parcels');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('Panjabi');

    // A malformed booking gets the same 400 and fields a live key would.
    const bad = await call(key, 'POST', '/api/parcels', { ...booking, receiverPhone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('receiverPhone');
  });

  it('read, and are refused every other write', async () => {
    const { key } = await createKey(true);
    expect((await call(key, 'GET', '/api/webhooks')).statusCode).toBe(200);
    const write = await call(key, 'POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['parcel.delivered'],
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('TEST_KEY_READ_ONLY');
    const bulk = await call(key, 'POST', '/api/parcels/bulk', { parcels: [booking] });
    expect(bulk.json().error.code).toBe('TEST_KEY_READ_ONLY');
  });

  it('leave live keys as they were: a live key books', async () => {
    const { key, test } = await createKey(false);
    expect(key).toMatch(/^dsh_live_/);
    expect(test).toBe(false);
    const before = await traces();
    const booked = await call(key, 'POST', '/api/parcels', booking);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().senderEmail).toBe(merchant.email);
    expect((await traces()).parcels).toBe((before.parcels ?? 0) + 1);
  });
});
