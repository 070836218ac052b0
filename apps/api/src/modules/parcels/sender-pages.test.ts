import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import type { ParcelPage } from './parcels.service.ts';
import { cachedSenderPages, type SenderPages } from './sender-pages.ts';

const ctx = useTestContext();
let pages: SenderPages;
let customer: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  pages = await cachedSenderPages(ctx.database, 60_000);
  customer = await loginAs(ctx, 'customer', 'Page Customer');
  other = await loginAs(ctx, 'customer', 'Other Customer');
});
afterAll(async () => {
  await pages.close();
});

const booking = {
  parcelTitle: 'Books',
  receiverName: 'Rahim',
  receiverPhone: '01711000222',
  pickupAddress: 'Road 1, Mirpur',
  deliveryAddress: 'Road 2, Uttara',
  parcelType: 'small',
  deliveryFee: 80,
  paymentMethod: 'prepaid',
} as const;

async function book(user: SignedIn): Promise<string> {
  const response = await requestAs(ctx, user, 'POST', '/api/parcels', booking);
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

/** A page loader that counts its database reads. */
function counted() {
  let reads = 0;
  const page: ParcelPage = { parcels: [], page: 1, limit: 20, total: 0, totalCapped: false, hasMore: false };
  return {
    get reads() {
      return reads;
    },
    fetch: async () => {
      reads += 1;
      return { ...page };
    },
  };
}

const waitUntil = (check: () => boolean) => expect.poll(check, { timeout: 5_000, interval: 20 }).toBe(true);

let markers = 0;
/**
 * Returns once this process has heard every notification committed so far: PostgreSQL delivers them
 * in commit order, so when a marker sent now has dropped its page, everything before it has arrived.
 */
async function heardEverything(): Promise<void> {
  markers += 1;
  const marker = `marker-${markers}@desh.test`;
  const loader = counted();
  await pages.load(marker, 1, 20, loader.fetch);
  await ctx.db.execute(sql`select pg_notify('parcel_senders', ${marker})`);
  await waitUntil(() => {
    void pages.load(marker, 1, 20, loader.fetch);
    return loader.reads >= 2;
  });
}

describe('a sender’s cached list pages', () => {
  it('answers a page from memory until one of the sender’s parcels is written anywhere', async () => {
    const id = await book(customer);
    await heardEverything();
    const email = customer.email.toLowerCase();
    const loader = counted();
    const first = await pages.load(email, 1, 20, loader.fetch);
    expect(await pages.load(email, 1, 20, loader.fetch)).toBe(first);
    expect(loader.reads).toBe(1);

    // Written straight in SQL, by no route of this process: the trigger's NOTIFY still reaches it.
    await ctx.db.update(parcels).set({ receiverName: 'Rahim Uddin' }).where(eq(parcels.id, id));
    await heardEverything();
    await pages.load(email, 1, 20, loader.fetch);
    expect(loader.reads).toBe(2);
  });

  it('keeps a sender’s pages when another sender’s parcels change', async () => {
    const email = customer.email.toLowerCase();
    const loader = counted();
    await pages.load(email, 2, 20, loader.fetch);
    await book(other);
    await heardEverything();
    await pages.load(email, 2, 20, loader.fetch);
    expect(loader.reads).toBe(1);
  });

  it('answers a read that a change overtook, without keeping it', async () => {
    const email = 'overtaken@desh.test';
    let release = () => {};
    const slow = () =>
      new Promise<ParcelPage>((resolve) => {
        release = () =>
          resolve({ parcels: [], page: 1, limit: 20, total: 0, totalCapped: false, hasMore: false });
      });
    const inFlight = pages.load(email, 1, 20, slow);
    pages.forget(email);
    release();
    await inFlight;
    const loader = counted();
    await pages.load(email, 1, 20, loader.fetch);
    expect(loader.reads).toBe(1);
  });
});

describe('GET /api/parcels with the page cache on', () => {
  it('shows the sender’s new booking at once and a status change made by someone else', async () => {
    const list = async () => {
      const response = await requestAs(ctx, customer, 'GET', '/api/parcels');
      expect(response.statusCode).toBe(200);
      return response.json() as Array<{ _id: string; status: string }>;
    };
    const before = await list();
    const id = await book(customer);
    // The booking forgot the page in this process before answering: no wait for the notification.
    expect((await list()).map((parcel) => parcel._id)).toEqual([id, ...before.map((parcel) => parcel._id)]);

    await ctx.db.update(parcels).set({ status: 'cancelled' }).where(eq(parcels.id, id));
    await expect
      .poll(async () => (await list()).find((parcel) => parcel._id === id)?.status, { timeout: 5_000 })
      .toBe('cancelled');
  });
});
