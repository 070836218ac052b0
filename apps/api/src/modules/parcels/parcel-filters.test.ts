import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';

const ctx = useTestContext();
let owner: SignedIn;
let other: SignedIn;
type Booked = { _id: string; trackingId: string };
const booked = {} as Record<'late' | 'early' | 'delivered' | 'others', Booked>;

const booking = {
  parcelTitle: 'Saree',
  receiverName: 'Karim Ahmed',
  pickupAddress: 'House 12, Road 5, Dhanmondi',
  deliveryAddress: 'College Road, Sylhet',
  parcelType: 'small',
  deliveryFee: 150,
  paymentMethod: 'prepaid',
} as const;

async function book(user: SignedIn, body: Record<string, unknown>) {
  const response = await requestAs(ctx, user, 'POST', '/api/parcels', { ...booking, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; trackingId: string };
}

async function setParcel(id: string, values: Partial<typeof parcels.$inferInsert>) {
  await ctx.db.update(parcels).set(values).where(eq(parcels.id, id));
}

beforeAll(async () => {
  owner = await signUp(ctx.app);
  other = await signUp(ctx.app);
  booked.late = await book(owner, {
    receiverName: 'Nasrin Sultana',
    receiverPhone: '01712-345678',
    merchantOrderId: 'ORD-100_A',
  });
  booked.early = await book(owner, { receiverName: 'Rafiq Islam', receiverPhone: '01898765432' });
  booked.delivered = await book(owner, {
    receiverName: 'Delwar Hossain',
    receiverPhone: '01911000999',
    merchantOrderId: 'ORD-200',
  });
  booked.others = await book(other, { receiverName: 'Nasrin Sultana', receiverPhone: '01712345678' });
  // Two parcels a minute apart either side of midnight in Dhaka (UTC+6), on different UTC days.
  await setParcel(booked.late._id, { bookingTime: new Date('2026-03-01T18:30:00Z') });
  await setParcel(booked.early._id, { bookingTime: new Date('2026-03-01T17:59:00Z'), status: 'in_transit' });
  await setParcel(booked.delivered._id, {
    bookingTime: new Date('2026-02-10T06:00:00Z'),
    status: 'delivered',
  });
  await setParcel(booked.others._id, { bookingTime: new Date('2026-03-01T18:30:00Z') });
});

async function list(user: SignedIn, query: string) {
  const response = await requestAs(ctx, user, 'GET', `/api/parcels?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: (response.json() as Array<{ _id: string }>).map((parcel) => parcel._id),
    total: Number(response.headers['x-total-count']),
  };
}

describe('GET /api/parcels filters', () => {
  it('finds a tracking ID, a receiver phone however typed, a merchant order ID or a name, only among one’s own', async () => {
    expect((await list(owner, `q=${booked.late.trackingId.slice(-6)}`)).ids).toEqual([booked.late._id]);
    expect((await list(owner, 'q=%2B880%201712%20345678')).ids).toEqual([booked.late._id]);
    expect((await list(owner, 'q=345678')).ids).toEqual([booked.late._id]);
    expect((await list(owner, 'q=ord-200')).ids).toEqual([booked.delivered._id]);
    expect((await list(owner, 'q=nasrin')).ids).toEqual([booked.late._id]);
    // `_` and `%` are searched for literally, not as wildcards.
    expect((await list(owner, 'q=100_A')).ids).toEqual([booked.late._id]);
    expect((await list(owner, 'q=ORD_100')).ids).toEqual([]);
    expect((await list(owner, 'q=%25')).ids).toEqual([]);
    expect(await list(owner, 'q=nobody')).toEqual({ ids: [], total: 0 });
  });

  it('keeps to the statuses asked for and counts only those', async () => {
    expect(await list(owner, 'status=delivered')).toEqual({ ids: [booked.delivered._id], total: 1 });
    const inProgress = await list(
      owner,
      'status=assigned,picked_up,in_transit,out_for_delivery,failed,returning',
    );
    expect(inProgress).toEqual({ ids: [booked.early._id], total: 1 });
    expect((await list(owner, 'status=pending')).ids).toEqual([booked.late._id]);
  });

  it('reads from and to as Asia/Dhaka booking days, both included', async () => {
    expect((await list(owner, 'from=2026-03-02&to=2026-03-02')).ids).toEqual([booked.late._id]);
    expect((await list(owner, 'to=2026-03-01')).ids).toEqual([booked.early._id, booked.delivered._id]);
    expect((await list(owner, 'from=2026-02-11')).ids).toEqual([booked.late._id, booked.early._id]);
    expect((await list(owner, 'from=2026-02-10&to=2026-03-01&status=delivered')).total).toBe(1);
  });

  it('pages a filtered list with its own total', async () => {
    const first = await list(owner, 'from=2026-01-01&limit=2');
    expect(first).toEqual({ ids: [booked.late._id, booked.early._id], total: 3 });
    expect((await list(owner, 'from=2026-01-01&limit=2&page=2')).ids).toEqual([booked.delivered._id]);
  });

  it('refuses unknown statuses, bad days and a range that runs backwards, with field messages', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['from=2026-13-45', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
    ] as const) {
      const response = await requestAs(ctx, owner, 'GET', `/api/parcels?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), query).toContain(field);
    }
  });

  it('filters another sender’s list for an admin only (the spec’s ?email= still works)', async () => {
    const forbidden = await requestAs(ctx, other, 'GET', `/api/parcels?email=${owner.email}&q=nasrin`);
    expect(forbidden.statusCode).toBe(403);
    const admin = await loginAs(ctx, 'admin');
    expect((await list(admin, `email=${owner.email}&q=nasrin`)).ids).toEqual([booked.late._id]);
    expect((await list(other, `email=${other.email}&q=nasrin`)).ids).toEqual([booked.others._id]);
  });
});

describe('GET /api/parcels/export', () => {
  const exportCsv = (headers: SignedIn['headers'] | undefined, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/parcels/export?${query}`, ...(headers ? { headers } : {}) });

  it('writes the filtered list as CSV: the spec’s columns first, amounts, one’s own parcels only', async () => {
    const response = await exportCsv(owner.headers, 'from=2026-03-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^"#","Type","Tracking ID","Receiver","Delivery Address","Status","Amount to collect \(Tk\)","Delivery fee \(Tk\)"/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${booked.late.trackingId}"`);
    expect(lines[1]).toContain('"Nasrin Sultana"');
    expect(lines[2]).toContain(`"${booked.early.trackingId}"`);
    expect(response.body).not.toContain(booked.others.trackingId);
  });

  it('defuses text a spreadsheet would run, answers 401 signed out and 403 for another’s email', async () => {
    await book(owner, { receiverName: '=HYPERLINK("http://x")', receiverPhone: '01911000888' });
    const csv = (await exportCsv(owner.headers, 'q=HYPERLINK')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    expect((await exportCsv(other.headers, `email=${owner.email}`)).statusCode).toBe(403);
  });
});
