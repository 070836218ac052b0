import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hubRemittances, ledgerEntries, ledgerLines } from '../../db/schema/index.ts';
import { type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';
import { riderAt, useHubStaff } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useHubStaff(ctx, {
  rangpurOperator: ['rng'],
  rangpurManager: ['rng', 'manager'],
  sylhetManager: ['syl', 'manager'],
});

const hubCash = async (who: SignedIn, hubId: string) =>
  (await api.call(who, 'GET', `/api/ledger/hubs/${hubId}/cash`)).json();
const confirmAtHub = (
  who: SignedIn,
  hubId: string,
  id: string,
  countedPoisha: number,
  extra: { shortageConfirmed?: boolean } = {},
) => api.call(who, 'POST', `/api/ledger/hubs/${hubId}/handovers/${id}/confirm`, { countedPoisha, ...extra });
const shortageConfirmed = { shortageConfirmed: true };
const remit = (who: SignedIn, hubId: string, amountPoisha: number, idempotencyKey = newKey()) =>
  api.call(who, 'POST', `/api/ledger/hubs/${hubId}/remittances`, {
    amountPoisha,
    reference: 'SONALI-DEP-0042',
    idempotencyKey,
  });
const confirmRemittance = (who: SignedIn, id: string, countedPoisha: number) =>
  api.call(who, 'POST', `/api/ledger/remittances/${id}/confirm`, { countedPoisha });

/** A rider of `hubId` who collected `poisha` at a door (fee 100 taka included). */
async function riderWithCash(hubId: string, poisha: number): Promise<TestRider> {
  const rider = await riderAt(ctx, people.admin, hubId);
  await api.deliver(rider, await signUp(ctx.app), { feePoisha: 10_000, codPoisha: poisha - 10_000 });
  return rider;
}

async function sumOfAllLines(): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
    .from(ledgerLines);
  return Number(row?.total);
}

describe('cash handed in at the hub and remitted to head office', () => {
  it('Rangpur counts 480 of 500 taka, the manager remits, head office confirms; the books sum to zero', async () => {
    const rider = await riderWithCash('rng', 50_000);
    const before = await api.summary(people.admin);
    const declared = await api.declare(rider, 50_000);
    expect(declared.statusCode, declared.body).toBe(201);
    const id = declared.json().id;

    const waiting = (await api.call(people.rangpurOperator, 'GET', '/api/ledger/hubs/rng/handovers')).json();
    expect(waiting.map((item: { id: string }) => item.id)).toContain(id);
    expect((await hubCash(people.rangpurOperator, 'rng')).ridersDeclaredPoisha).toBe(50_000);

    const counted = await confirmAtHub(people.rangpurOperator, 'rng', id, 48_000, shortageConfirmed);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({
      status: 'confirmed',
      countedPoisha: 48_000,
      differencePoisha: 2_000,
      countedAtHubId: 'rng',
    });
    expect(await api.riderCash(rider)).toMatchObject({ cashInHandPoisha: 0, receivablePoisha: 2_000 });
    expect(await hubCash(people.rangpurManager, 'rng')).toMatchObject({
      cashPoisha: 48_000,
      availableToRemitPoisha: 48_000,
      ridersDeclaredPoisha: 0,
    });
    const countedHere = (
      await api.call(people.rangpurOperator, 'GET', '/api/ledger/hubs/rng/handovers?status=confirmed')
    ).json();
    expect(countedHere.map((item: { id: string }) => item.id)).toContain(id);
    // Counted at the hub, not at head office.
    const middle = await api.summary(people.admin);
    expect(middle.officeCashPoisha).toBe(before.officeCashPoisha);
    expect(middle.hubsCashPoisha - before.hubsCashPoisha).toBe(48_000);

    // An operator cannot remit; the manager cannot remit more than the hub holds.
    expect((await remit(people.rangpurOperator, 'rng', 10_000)).statusCode).toBe(403);
    const tooMuch = await remit(people.rangpurManager, 'rng', 48_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: 'REMITTANCE_TOO_LARGE',
      params: { maxPoisha: 48_000 },
    });
    const key = newKey();
    const remitted = await remit(people.rangpurManager, 'rng', 48_000, key);
    expect(remitted.statusCode, remitted.body).toBe(201);
    expect((await remit(people.rangpurManager, 'rng', 48_000, key)).json().id).toBe(remitted.json().id);
    expect((await remit(people.rangpurManager, 'rng', 1)).statusCode).toBe(400);
    expect(await hubCash(people.rangpurManager, 'rng')).toMatchObject({
      cashPoisha: 48_000,
      awaitingRemittancePoisha: 48_000,
      availableToRemitPoisha: 0,
    });

    const listed = (await api.call(people.admin, 'GET', '/api/ledger/remittances?status=declared')).json();
    expect(listed.find((item: { id: string }) => item.id === remitted.json().id)).toMatchObject({
      hubCode: 'RNG',
      reference: 'SONALI-DEP-0042',
      declaredPoisha: 48_000,
      hubCashPoisha: 48_000,
    });
    const confirmed = await confirmRemittance(people.admin, remitted.json().id, 47_500);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', differencePoisha: 500 });
    expect((await confirmRemittance(people.admin, remitted.json().id, 48_000)).statusCode).toBe(409);

    expect(await hubCash(people.rangpurManager, 'rng')).toMatchObject({
      cashPoisha: 0,
      awaitingRemittancePoisha: 0,
      remittedPoisha: 48_000,
      receivablePoisha: 500,
    });
    const after = await api.summary(people.admin);
    expect(after.officeCashPoisha - before.officeCashPoisha).toBe(47_500);
    expect(after.hubsCashPoisha - before.hubsCashPoisha).toBe(0);
    expect(after.hubsReceivablePoisha - before.hubsReceivablePoisha).toBe(500);
    expect(after.hubs.find((hub: { hubId: string }) => hub.hubId === 'rng')).toMatchObject({
      cashPoisha: 0,
      receivablePoisha: 500,
    });
    expect(after.booksSumPoisha).toBe(0);
    expect(await sumOfAllLines()).toBe(0);
  });

  it('refuses staff of another hub, and a rider of another hub at this one', async () => {
    const rider = await riderWithCash('rng', 20_000);
    const id = (await api.declare(rider, 20_000)).json().id;
    expect((await api.call(people.sylhetManager, 'GET', '/api/ledger/hubs/rng/handovers')).statusCode).toBe(
      403,
    );
    expect((await api.call(people.sylhetManager, 'GET', '/api/ledger/hubs/rng/cash')).statusCode).toBe(403);
    expect((await confirmAtHub(people.sylhetManager, 'rng', id, 20_000)).statusCode).toBe(403);
    expect((await remit(people.sylhetManager, 'rng', 100)).statusCode).toBe(403);
    const elsewhere = await confirmAtHub(people.sylhetManager, 'syl', id, 20_000);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe('This rider hands cash in at another hub.');
    expect((await api.call(rider, 'GET', '/api/ledger/hubs/rng/cash')).statusCode).toBe(403);
    expect((await api.call(people.admin, 'GET', '/api/ledger/hubs/no-such-hub/cash')).statusCode).toBe(404);
    // Head office may still count it.
    expect((await api.confirm(people.admin, id, 20_000)).statusCode).toBe(200);
  });

  it('refuses staff of another hub with 403 whatever the handover’s state, before saying it was counted', async () => {
    const rider = await riderWithCash('rng', 20_000);
    const id = (await api.declare(rider, 20_000)).json().id;
    const fromSylhet = async () => {
      const atOwnHub = await confirmAtHub(people.sylhetManager, 'syl', id, 20_000);
      const atRangpur = await confirmAtHub(people.sylhetManager, 'rng', id, 20_000);
      return [atOwnHub, atRangpur].map((response) => [response.statusCode, response.json().error.code]);
    };
    const refused = [
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ];
    expect(await fromSylhet()).toEqual(refused);
    expect((await confirmAtHub(people.rangpurOperator, 'rng', id, 20_000)).statusCode).toBe(200);
    // Counted now: Rangpur hears it is already confirmed, Sylhet still only that it is not theirs.
    expect((await confirmAtHub(people.rangpurOperator, 'rng', id, 20_000)).statusCode).toBe(409);
    expect(await fromSylhet()).toEqual(refused);
  });

  it('books a short count only once the person counting confirms the shortage', async () => {
    const rider = await riderWithCash('rng', 1_096_200);
    const id = (await api.declare(rider, 1_096_200)).json().id;
    // ৳10,900 counted of ৳10,962 declared: ৳62 short, told before anything is booked.
    const asked = await confirmAtHub(people.rangpurOperator, 'rng', id, 1_090_000);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().error).toMatchObject({
      code: 'SHORTAGE_UNCONFIRMED',
      params: { shortagePoisha: 6_200 },
    });
    expect(asked.json().error.message).toBe(
      'The count is ৳62 short of what was declared. Confirm to record the shortage against the rider.',
    );
    expect(await api.riderCash(rider)).toMatchObject({
      receivablePoisha: 0,
      awaitingConfirmationPoisha: 1_096_200,
    });
    const unconfirmed = await confirmAtHub(people.rangpurOperator, 'rng', id, 1_090_000, {
      shortageConfirmed: false,
    });
    expect(unconfirmed.json().error.code).toBe('SHORTAGE_UNCONFIRMED');
    const booked = await confirmAtHub(people.rangpurOperator, 'rng', id, 1_090_000, shortageConfirmed);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ countedPoisha: 1_090_000, differencePoisha: 6_200 });
    expect(await api.riderCash(rider)).toMatchObject({ cashInHandPoisha: 0, receivablePoisha: 6_200 });

    // Head office's count asks the same; a full or larger count needs no confirmation.
    const other = await riderWithCash('rng', 30_000);
    const short = (await api.declare(other, 20_000)).json().id;
    expect((await api.confirm(people.admin, short, 19_999)).json().error.params).toEqual({
      shortagePoisha: 1,
    });
    expect((await api.confirm(people.admin, short, 19_999, shortageConfirmed)).statusCode).toBe(200);
    const over = (await api.declare(other, 10_000)).json().id;
    expect((await confirmAtHub(people.rangpurOperator, 'rng', over, 10_500)).statusCode).toBe(200);
  });

  it('posts one entry when two people count the same handover, or the same remittance, at once', async () => {
    const rider = await riderWithCash('rng', 30_000);
    const id = (await api.declare(rider, 30_000)).json().id;
    const counts = await Promise.all([
      confirmAtHub(people.rangpurOperator, 'rng', id, 30_000),
      confirmAtHub(people.rangpurManager, 'rng', id, 29_000, shortageConfirmed),
    ]);
    expect(counts.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await api.confirm(people.admin, id, 30_000)).statusCode).toBe(409);
    const entries = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `handover:${id}`));
    expect(entries).toHaveLength(1);

    const cash = (await hubCash(people.rangpurManager, 'rng')).availableToRemitPoisha;
    // Two declarations at once: together they may not exceed the hub's cash.
    const declarations = await Promise.all([
      remit(people.rangpurManager, 'rng', cash),
      remit(people.rangpurManager, 'rng', cash),
    ]);
    expect(declarations.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const remittanceId = declarations.find((response) => response.statusCode === 201)?.json().id;
    const confirms = await Promise.all([
      confirmRemittance(people.admin, remittanceId, cash),
      confirmRemittance(people.admin, remittanceId, cash - 1),
    ]);
    expect(confirms.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(
      await ctx.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `remittance:${remittanceId}`)),
    ).toHaveLength(1);
    expect(await sumOfAllLines()).toBe(0);
  });

  it('keeps a confirmed remittance as it is: the database refuses changing or deleting it', async () => {
    const [row] = await ctx.db.select().from(hubRemittances).where(eq(hubRemittances.status, 'confirmed'));
    if (!row) throw new Error('an earlier test confirms a remittance');
    await expect(
      ctx.db.update(hubRemittances).set({ countedPoisha: 1 }).where(eq(hubRemittances.id, row.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(hubRemittances).where(eq(hubRemittances.id, row.id))).rejects.toThrow();
    const [still] = await ctx.db.select().from(hubRemittances).where(eq(hubRemittances.id, row.id));
    expect(still?.countedPoisha).toBe(row.countedPoisha);
  });

  it('reverses a remittance like any entry, back onto the hub', async () => {
    const rider = await riderWithCash('rng', 15_000);
    const id = (await api.declare(rider, 15_000)).json().id;
    expect((await confirmAtHub(people.rangpurOperator, 'rng', id, 15_000)).statusCode).toBe(200);
    const before = await hubCash(people.rangpurManager, 'rng');
    const remitted = (await remit(people.rangpurManager, 'rng', 15_000)).json();
    const confirmed = await confirmRemittance(people.admin, remitted.id, 15_000);
    expect(confirmed.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(hubRemittances).where(eq(hubRemittances.id, remitted.id));
    expect((await api.reverse(people.admin, stored?.entryId ?? 0)).statusCode).toBe(201);
    expect((await hubCash(people.rangpurManager, 'rng')).cashPoisha).toBe(before.cashPoisha);
    expect((await api.summary(people.admin)).booksSumPoisha).toBe(0);
  });
});
