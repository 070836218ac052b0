import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();
let merchant: SignedIn;
beforeAll(async () => {
  merchant = await signUp(ctx.app, { name: 'Rupa Fashion' });
});

const row = (n: number) => ({
  parcelTitle: `Order ${n}`,
  receiverName: `Receiver ${n}`,
  pickupAddress: 'Shop 4, Bashundhara City, Dhaka',
  deliveryAddress: `House ${n}, Zindabazar, Sylhet`,
  parcelType: 'small',
  deliveryFee: 120,
  paymentMethod: 'cod',
  codAmount: 1500,
  receiverPhone: '01712345678',
  merchantOrderId: `RF-${n}`,
});

const bulk = (user: SignedIn, rows: unknown[]) =>
  requestAs(ctx, user, 'POST', '/api/parcels/bulk', { parcels: rows });

const parcelsWithOrder = async (senderId: string, orderId: string) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(parcels)
    .where(and(eq(parcels.senderId, senderId), eq(parcels.merchantOrderId, orderId)));
  return row?.n ?? 0;
};

describe('POST /api/parcels/bulk', () => {
  // The biggest list allowed, each row answered by its index. Every fifth row books (100 parcels, one
  // transaction each, in file order); the rows between leave out the title, which the row's check refuses
  // before any booking: booking 497 rows proved no more than 100 (tracking IDs rising through bookings made
  // within the same milliseconds) and took five times as long.
  it('takes 500 rows, books the good ones one by one and answers the bad ones by index with the single-booking messages', async () => {
    const rows: Record<string, unknown>[] = Array.from({ length: 500 }, (_, n) =>
      n % 5 === 0 ? row(n) : { ...row(n), parcelTitle: '' },
    );
    rows[7] = { ...row(7), receiverName: '' };
    rows[250] = { ...row(250), deliveryFee: 0, receiverPhone: '12345' };
    rows[499] = { ...row(499), parcelType: 'huge' };
    const response = await bulk(merchant, rows);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 99, existing: 0, invalid: 401 });
    expect(body.results).toHaveLength(500);
    expect(body.results[7]).toMatchObject({
      index: 7,
      status: 'invalid',
      error: { code: 'VALIDATION_ERROR', fields: { receiverName: 'Receiver name is required' } },
    });
    expect(body.results[1]).toMatchObject({
      index: 1,
      status: 'invalid',
      error: { code: 'VALIDATION_ERROR', fields: { parcelTitle: 'Parcel title is required' } },
    });
    expect(Object.keys(body.results[250].error.fields).sort()).toEqual(['deliveryFee', 'receiverPhone']);
    expect(body.results[250].error.fields.deliveryFee).toBe('Fee must be at least 1');
    // Not "required": the value is there and outside the list, and the answer says so.
    expect(body.results[499].error.fields.parcelType).toBe(
      'Parcel type must be one of: small, medium, large, fragile.',
    );
    const first = body.results[0];
    expect(first).toMatchObject({
      index: 0,
      status: 'created',
      parcel: { merchantOrderId: 'RF-0', status: 'pending' },
    });
    expect(body.results[495]).toMatchObject({
      index: 495,
      status: 'created',
      parcel: { merchantOrderId: 'RF-495' },
    });
    // One transaction per row, in file order: tracking IDs rise with the row.
    const ids = body.results
      .filter((r: { parcel?: unknown }) => r.parcel)
      .map((r: { parcel: { trackingId: string } }) => r.parcel.trackingId);
    expect(ids).toHaveLength(99);
    expect([...ids].sort()).toEqual(ids);
    const [stored] = await ctx.db
      .select({ n: count() })
      .from(parcels)
      .where(eq(parcels.senderId, merchant.userId));
    expect(stored?.n).toBe(99);
  }, 180_000);

  it('refuses an order ID repeated in one list on its later row, and answers one sent again later with the first parcel', async () => {
    const user = await signUp(ctx.app);
    const once = await bulk(user, [row(1), row(2), { ...row(1), receiverName: 'Someone else' }]);
    expect(once.json()).toMatchObject({ created: 2, existing: 0, invalid: 1 });
    expect(once.json().results[2]).toEqual({
      index: 2,
      status: 'invalid',
      error: {
        code: 'VALIDATION_ERROR',
        message: 'This order ID is on another row of this file.',
        fields: { merchantOrderId: 'This order ID is on another row of this file.' },
      },
    });
    expect(await parcelsWithOrder(user.userId, 'RF-1')).toBe(1);
    const again = await bulk(user, [row(2)]);
    expect(again.json().results[0]).toMatchObject({
      status: 'existing',
      parcel: { _id: once.json().results[1].parcel._id },
    });
    expect(await parcelsWithOrder(user.userId, 'RF-2')).toBe(1);
  });

  it('reads each row’s upazila as a person writes it and refuses one outside its district', async () => {
    const user = await signUp(ctx.app);
    const response = await bulk(user, [
      { ...row(1), deliveryDistrict: 'Dhaka', deliveryUpazila: 'মিরপুর' },
      { ...row(2), deliveryDistrict: 'sylhet', deliveryUpazila: 'gulshan' },
    ]);
    expect(response.json()).toMatchObject({ created: 1, invalid: 1 });
    const [first, second] = response.json().results;
    const [stored] = await ctx.db.select().from(parcels).where(eq(parcels.id, first.parcel._id));
    expect(stored?.deliveryDistrict).toBe('dhaka');
    expect(stored?.deliveryUpazila).toBe('mirpur');
    expect(second.error.fields.deliveryUpazila).toBe('Choose an upazila or thana of that district.');
  });

  it("charges each row the tariff's fee, whatever the file says", async () => {
    const user = await signUp(ctx.app);
    const response = await bulk(user, [
      { ...row(1), deliveryFee: 1, pickupDistrict: 'dhaka', deliveryDistrict: 'rangpur' },
      { ...row(2), deliveryFee: 1 },
    ]);
    const [routed, unrouted] = response.json().results;
    // Small, COD ৳1,500 (charge ৳15): Dhaka → Rangpur and an unknown route both price at the nationwide ৳120.
    expect(routed.parcel.deliveryFee).toBe(135);
    expect(unrouted.parcel.deliveryFee).toBe(135);
    const sameCity = await bulk(user, [
      { ...row(3), deliveryFee: 1, pickupDistrict: 'sylhet', deliveryDistrict: 'sylhet' },
    ]);
    expect(sameCity.json().results[0].parcel.deliveryFee).toBe(60 + 15);
  });

  it('keeps merchant order IDs per merchant: another shop may use the same one', async () => {
    const other = await signUp(ctx.app);
    const response = await bulk(other, [row(1)]);
    expect(response.json().results[0].status).toBe('created');
  });

  it('refuses an empty list, more than 500 rows, and signed-out callers', async () => {
    expect((await bulk(merchant, [])).statusCode).toBe(400);
    expect(
      (
        await bulk(
          merchant,
          Array.from({ length: 501 }, (_, n) => row(n)),
        )
      ).statusCode,
    ).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/parcels/bulk',
      payload: { parcels: [row(1)] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Idempotency-Key on POST /api/parcels/bulk', () => {
  const send = (user: SignedIn, key: string, rows: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/parcels/bulk',
      headers: { ...user.headers, 'idempotency-key': key },
      payload: { parcels: rows },
    });
  // Rows without order IDs: only the key keeps a list sent twice from booking twice.
  const plainRows = [1, 2, 3].map((n) => ({ ...row(n), merchantOrderId: undefined }));
  const countOf = async (user: SignedIn) =>
    (await ctx.db.select({ n: count() }).from(parcels).where(eq(parcels.senderId, user.userId)))[0]?.n;

  it('books a list sent several times at once (a double click, two tabs) once, and replays the answer', async () => {
    const user = await signUp(ctx.app);
    const answers = await Promise.all(Array.from({ length: 3 }, () => send(user, 'file-1', plainRows)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().created)).toEqual([3, 3, 3]);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(new Set(answers.map((answer) => answer.json().results[0].parcel._id)).size).toBe(1);
    const retry = await send(user, 'file-1', plainRows);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(user)).toBe(3);
  });

  it('answers 422 for the key with another list, and books without a key as before', async () => {
    const user = await signUp(ctx.app);
    expect((await send(user, 'file-2', plainRows)).statusCode).toBe(200);
    const other = await send(user, 'file-2', plainRows.slice(1));
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await bulk(user, plainRows)).json().created).toBe(3);
    expect(await countOf(user)).toBe(6);
  });
});

describe('merchant order IDs on POST /api/parcels', () => {
  it('books one parcel when the same order ID arrives twice at once (single and bulk)', async () => {
    const user = await signUp(ctx.app);
    const body = row(900);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/parcels', headers: user.headers, payload: body }),
      ctx.app.inject({ method: 'POST', url: '/api/parcels', headers: user.headers, payload: body }),
      bulk(user, [body]),
      ctx.app.inject({ method: 'POST', url: '/api/parcels', headers: user.headers, payload: body }),
    ]);
    const statuses = answers
      .slice(0, 2)
      .concat(answers[3] ?? [])
      .map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    const ids = new Set([
      ...[answers[0], answers[1], answers[3]].map((answer) => answer?.json()._id),
      answers[2]?.json().results[0].parcel._id,
    ]);
    expect(ids.size).toBe(1);
    expect(await parcelsWithOrder(user.userId, 'RF-900')).toBe(1);
  });

  it('answers 200 with the existing parcel for a repeat, and validates the order ID', async () => {
    const user = await signUp(ctx.app);
    const first = await requestAs(ctx, user, 'POST', '/api/parcels', row(5));
    expect(first.statusCode).toBe(201);
    const second = await requestAs(ctx, user, 'POST', '/api/parcels', { ...row(5), parcelTitle: 'Changed' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const bad = await requestAs(ctx, user, 'POST', '/api/parcels', {
      ...row(6),
      merchantOrderId: 'has spaces',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.merchantOrderId).toMatch(/letters, digits/);
  });
});

describe('Idempotency-Key on POST /api/parcels', () => {
  const post = (user: SignedIn, key: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/parcels',
      headers: { ...user.headers, 'idempotency-key': key },
      payload: body,
    });
  const plain = { ...row(0), merchantOrderId: undefined };
  const parcelCountOf = async (user: SignedIn) =>
    (await ctx.db.select({ n: count() }).from(parcels).where(eq(parcels.senderId, user.userId)))[0]?.n;

  it('replays the first answer for the same key and body, and books once', async () => {
    const user = await signUp(ctx.app);
    const first = await post(user, 'key-1', plain);
    expect(first.statusCode).toBe(201);
    const again = await post(user, 'key-1', { ...plain });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await parcelCountOf(user)).toBe(1);
  });

  it('answers 422 for the same key with another body', async () => {
    const user = await signUp(ctx.app);
    expect((await post(user, 'key-2', plain)).statusCode).toBe(201);
    const other = await post(user, 'key-2', { ...plain, deliveryFee: 999 });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('books once when the same key arrives several times at once', async () => {
    const user = await signUp(ctx.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(user, 'key-3', plain)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    expect(await parcelCountOf(user)).toBe(1);
  });

  it('scopes keys per user and refuses a malformed key', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const fromA = await post(a, 'shared-key', plain);
    const fromB = await post(b, 'shared-key', plain);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.json()._id).not.toBe(fromA.json()._id);
    const bad = await post(a, 'x'.repeat(300), plain);
    expect(bad.statusCode).toBe(400);
  });
});
