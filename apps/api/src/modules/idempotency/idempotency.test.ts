import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, parcelEvents, parcels } from '../../db/schema/index.ts';
import { takeOut } from '../../test/delivery-steps.ts';
import { bookingInput, insertParcel } from '../../test/factories.ts';
import { type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';
import { riderAt, useHubStaff } from '../../test/network-steps.ts';
import { runIdempotent } from './idempotency.service.ts';

// The one rule for a write sent again (docs/merchant-api.md, docs/security.md): copies of a request
// that arrive together wait for the first and get its answer; the business check runs once. On
// PostgreSQL (DATABASE_URL) the copies run on separate pooled connections, truly at once.

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useHubStaff(ctx, { manager: ['rng', 'manager'] });

const rounds = 4;
const copies = 4;

/** `copies` identical requests sent at once. */
const together = (send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: copies }, send));

/** The statuses, the first answer's status first (the one not replayed), and the ids they answer. */
function outcome(answers: LightMyRequestResponse[], replayed: (answer: LightMyRequestResponse) => boolean) {
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
  const firsts = answers.filter((answer) => !replayed(answer));
  expect(firsts).toHaveLength(1);
  // A parcel answers `_id` (the spec's name), a payout, handover or remittance `id`.
  const ids = [...new Set(answers.map((answer) => answer.json()._id ?? answer.json().id))];
  for (const id of ids) expect(id).toEqual(expect.any(String));
  return {
    firstStatus: firsts[0]?.statusCode,
    repeatStatuses: [...new Set(answers.filter(replayed).map((answer) => answer.statusCode))],
    ids,
  };
}

const sumOfAllLines = async () => (await api.summary(people.admin)).booksSumPoisha;

describe('copies of one request sent at once: the first is done, the others get its answer', () => {
  it('a payout: every copy gets the first payout (201, then 200), one ledger entry, books sum to zero', async () => {
    const merchant = await signUp(ctx.app);
    const rider = await riderAt(ctx, people.admin, 'rng');
    for (let round = 0; round < rounds; round++) {
      await api.deliver(rider, merchant, { feePoisha: 10_000, codPoisha: 50_000 + round * 1_000 });
      const payable = (await api.overview(merchant)).balance.payablePoisha;
      const key = newKey();
      // The whole payable: a second payout would be too large, so a copy that checked it would be refused.
      const answers = await together(() =>
        api.payout(people.admin, merchant.userId, payable, { idempotencyKey: key }),
      );
      const seen = outcome(answers, (answer) => answer.statusCode === 200);
      expect(seen).toEqual({ firstStatus: 201, repeatStatuses: [200], ids: [seen.ids[0]] });
      const entries = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `payout:${key}`));
      expect(entries).toHaveLength(1);
      expect((await api.overview(merchant)).balance.payablePoisha).toBe(0);
      expect(await sumOfAllLines()).toBe(0);
    }
  });

  it('a rider’s cash handover: every copy gets the first handover (201, then 200)', async () => {
    const rider = await riderAt(ctx, people.admin, 'rng');
    for (let round = 0; round < rounds; round++) {
      await api.deliver(rider, await signUp(ctx.app), { feePoisha: 10_000, codPoisha: 20_000 });
      const key = newKey();
      const answers = await together(() => api.declare(rider, 30_000, key));
      const seen = outcome(answers, (answer) => answer.statusCode === 200);
      expect(seen).toEqual({ firstStatus: 201, repeatStatuses: [200], ids: [seen.ids[0]] });
    }
    expect((await api.riderCash(rider)).handovers).toHaveLength(rounds);
  });

  it('a hub’s remittance: every copy gets the first remittance (201, then 200)', async () => {
    for (let round = 0; round < rounds; round++) {
      const rider = await riderAt(ctx, people.admin, 'rng');
      await api.deliver(rider, await signUp(ctx.app), { feePoisha: 10_000, codPoisha: 20_000 });
      const declared = await api.declare(rider, 30_000);
      const counted = await api.call(
        people.manager,
        'POST',
        `/api/ledger/hubs/rng/handovers/${declared.json().id}/confirm`,
        { countedPoisha: 30_000 },
      );
      expect(counted.statusCode, counted.body).toBe(200);
      const available = (await api.call(people.manager, 'GET', '/api/ledger/hubs/rng/cash')).json()
        .availableToRemitPoisha;
      const key = newKey();
      const answers = await together(() =>
        api.call(people.manager, 'POST', '/api/ledger/hubs/rng/remittances', {
          amountPoisha: available,
          reference: 'SONALI-DEP-7',
          idempotencyKey: key,
        }),
      );
      const seen = outcome(answers, (answer) => answer.statusCode === 200);
      expect(seen).toEqual({ firstStatus: 201, repeatStatuses: [200], ids: [seen.ids[0]] });
    }
  });

  it('a booking with an Idempotency-Key: one parcel; every copy gets the first answer (201, replayed)', async () => {
    const merchant = await signUp(ctx.app);
    for (let round = 0; round < rounds; round++) {
      const title = `Concurrent booking ${round} ${newKey()}`;
      const key = newKey();
      const book = (who: SignedIn) => () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/parcels',
          headers: { ...who.headers, 'idempotency-key': key },
          payload: bookingInput({ parcelTitle: title }),
        });
      const answers = await together(book(merchant));
      const seen = outcome(answers, (answer) => answer.headers['idempotent-replayed'] === 'true');
      expect(seen).toEqual({ firstStatus: 201, repeatStatuses: [201], ids: [seen.ids[0]] });
      expect(await ctx.db.select().from(parcels).where(eq(parcels.parcelTitle, title))).toHaveLength(1);
    }
  });

  it('a key is its caller’s own: another merchant’s copies with the same key book their own parcel', async () => {
    const [one, two] = [await signUp(ctx.app), await signUp(ctx.app)];
    const key = newKey();
    const book = (who: SignedIn) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/parcels',
        headers: { ...who.headers, 'idempotency-key': key },
        payload: bookingInput(),
      });
    const answers = await Promise.all([book(one), book(two), book(one), book(two)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    const [a, b, c, d] = answers.map((answer) => answer.json());
    expect(a._id).toBe(c._id);
    expect(b._id).toBe(d._id);
    expect(a._id).not.toBe(b._id);
    expect([a.senderEmail, b.senderEmail]).toEqual([one.email, two.email]);
  });

  it('a rider’s field action: one failed attempt on the timeline; every copy gets its answer (200, replayed)', async () => {
    const rider = await riderAt(ctx, people.admin, 'rng');
    const sender = await signUp(ctx.app);
    for (let round = 0; round < rounds; round++) {
      const parcel = await insertParcel(ctx.db, sender, {
        receiverPhone: `0171${String(5_000_000 + round).slice(-7)}`,
        status: 'assigned',
        riderId: rider.riderId,
        paymentMethod: 'prepaid',
      });
      await takeOut(ctx, rider, parcel.id);
      const key = newKey();
      const answers = await together(() =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/deliveries/${parcel.id}/attempts`,
          headers: { ...rider.headers, 'idempotency-key': key },
          payload: { reason: 'wrong_address' },
        }),
      );
      const seen = outcome(answers, (answer) => answer.headers['idempotent-replayed'] === 'true');
      expect(seen).toEqual({ firstStatus: 200, repeatStatuses: [200], ids: [parcel.id] });
      const failed = await ctx.db
        .select()
        .from(parcelEvents)
        .where(and(eq(parcelEvents.parcelId, parcel.id), eq(parcelEvents.toStatus, 'failed')));
      expect(failed).toHaveLength(1);
    }
  });
});

describe('the wait is bounded', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'a copy that waits longer than the bound is told 409 IDEMPOTENCY_KEY_IN_PROGRESS and does nothing',
    async () => {
      const merchant = await signUp(ctx.app);
      const key = newKey();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another connection holds the key (a first copy still at work) until released.
      const holder = ctx.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${merchant.userId}\n${key}`}, 0))`,
        );
        locked();
        await held;
      });
      await lockTaken;
      let worked = false;
      const started = Date.now();
      const waited = runIdempotent(
        ctx.db,
        { userId: merchant.userId, key, operation: 'POST /test', body: {} },
        async () => {
          worked = true;
          return { statusCode: 201, body: {} };
        },
        300,
      );
      await expect(waited).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(worked).toBe(false);
      release();
      await holder;
    },
  );
});
