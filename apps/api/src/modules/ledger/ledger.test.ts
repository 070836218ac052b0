import { dhakaDate } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashHandovers,
  ledgerEntries,
  ledgerLines,
  parcels,
  webhookMessages,
} from '../../db/schema/index.ts';
import { useDeliveryPeople } from '../../test/delivery-people.ts';
import { insertParcel } from '../../test/factories.ts';
import { requestAs, signUp, useTestContext } from '../../test/helpers.ts';
import { ledgerApi, newKey } from '../../test/ledger-steps.ts';
import { createApprovedRider } from '../../test/rider-steps.ts';
import { recordDeliveryCollection } from './delivery-collection.ts';

const ctx = useTestContext();
const api = ledgerApi(ctx);
const people = useDeliveryPeople(ctx, { riders: { rider: { fullName: 'Cash Rider' } } });

async function freshRider(name = 'Another Rider') {
  return createApprovedRider(ctx, people.admin, { fullName: name });
}

/** Drizzle wraps the driver's error: the database's own message is the cause's. */
const databaseMessage = (error: unknown): string => {
  const { message, cause } = error as { message?: string; cause?: unknown };
  return `${message ?? ''} ${cause ? databaseMessage(cause) : ''}`;
};
const refusedAsAppendOnly = (error: unknown) => /append-only/.test(databaseMessage(error));

describe('the database guards the ledger', () => {
  async function anEntry(): Promise<number> {
    const merchant = await signUp(ctx.app);
    const parcel = await api.deliver(people.rider, merchant);
    const [entry] = await api.entryOfParcel(parcel.id);
    if (!entry) throw new Error('no entry');
    return entry.id;
  }

  it('refuses an entry whose lines do not sum to zero, or that has no lines', async () => {
    const unbalanced = ctx.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({ kind: 'payout', idempotencyKey: newKey() })
        .returning();
      await tx.insert(ledgerLines).values([
        { entryId: entry?.id ?? 0, accountKind: 'office_cash', purpose: 'payout', amountPoisha: 100 },
        { entryId: entry?.id ?? 0, accountKind: 'payouts_clearing', purpose: 'payout', amountPoisha: -99 },
      ]);
    });
    await expect(unbalanced).rejects.toSatisfy((error) => /unbalanced/.test(databaseMessage(error)));
    const empty = ctx.db.transaction(async (tx) => {
      await tx.insert(ledgerEntries).values({ kind: 'payout', idempotencyKey: newKey() });
    });
    await expect(empty).rejects.toSatisfy((error) => /unbalanced/.test(databaseMessage(error)));
    const orphans = await ctx.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(
        sql`not exists (select 1 from ${ledgerLines} where ${ledgerLines.entryId} = ${ledgerEntries.id})`,
      );
    expect(orphans).toEqual([]);
  });

  it('refuses to update or delete entries and lines', async () => {
    const entryId = await anEntry();
    await expect(
      ctx.db.update(ledgerEntries).set({ memo: 'edited' }).where(eq(ledgerEntries.id, entryId)),
    ).rejects.toSatisfy(refusedAsAppendOnly);
    await expect(ctx.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entryId))).rejects.toSatisfy(
      refusedAsAppendOnly,
    );
    await expect(
      ctx.db.update(ledgerLines).set({ amountPoisha: 1 }).where(eq(ledgerLines.entryId, entryId)),
    ).rejects.toSatisfy(refusedAsAppendOnly);
    await expect(ctx.db.delete(ledgerLines).where(eq(ledgerLines.entryId, entryId))).rejects.toSatisfy(
      refusedAsAppendOnly,
    );
    await expect(ctx.db.execute(sql`truncate ledger_lines, ledger_entries cascade`)).rejects.toSatisfy(
      refusedAsAppendOnly,
    );
    expect(await ctx.db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entryId))).toHaveLength(4);
  });
});

describe('delivery collections', () => {
  it('posts COD fee plus goods to the rider and the goods less the fee to the merchant, once per parcel', async () => {
    const merchant = await signUp(ctx.app);
    const courier = await freshRider();
    const parcel = await api.deliver(courier, merchant, { feePoisha: 12_000, codPoisha: 150_000 });
    expect((await api.riderCash(courier)).cashInHandPoisha).toBe(162_000);
    expect((await api.overview(merchant)).balance).toEqual({
      codCollectedPoisha: 162_000,
      feesPoisha: 12_000,
      returnChargesPoisha: 0,
      paidOutPoisha: 0,
      payablePoisha: 150_000,
      pendingApprovalPoisha: 0,
      pendingApprovalCount: 0,
    });

    // Posting again (a retry of the same transaction's work) writes nothing, and holds the rider's
    // and the merchant's account locks until commit all the same (taken by the posting's statement).
    const again = await ctx.db.transaction(async (tx) => {
      const posted = await recordDeliveryCollection(tx, {
        parcelId: parcel.id,
        riderId: courier.riderId,
        merchantId: merchant.userId,
        paymentMethod: 'cod',
        collectedPoisha: 162_000,
        codPoisha: 150_000,
        feePoisha: 12_000,
      });
      const held = (await tx.execute(
        sql`select count(*)::int as locks from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      )) as unknown as { rows: Array<{ locks: number }> };
      return { ...posted, locks: held.rows[0]?.locks };
    });
    expect(again).toMatchObject({ created: false, locks: 2 });
    // Completing the same delivery again is refused and collects nothing either.
    const twice = await api.call(courier, 'POST', `/api/deliveries/${parcel.id}/complete`, {
      receiverName: 'Salma Akter',
      cashCollected: 162_000,
    });
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(await api.entryOfParcel(parcel.id)).toHaveLength(1);
    expect((await api.riderCash(courier)).cashInHandPoisha).toBe(162_000);
  });

  it('charges a prepaid parcel’s fee to the merchant; the rider collects nothing', async () => {
    const merchant = await signUp(ctx.app);
    const courier = await freshRider();
    await api.deliver(courier, merchant, { paymentMethod: 'prepaid', feePoisha: 6_000 });
    expect((await api.riderCash(courier)).cashInHandPoisha).toBe(0);
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(-6_000);
  });

  it('refuses a short collection and leaves the parcel undelivered', async () => {
    const merchant = await signUp(ctx.app);
    const [parcel] = await ctx.db
      .select()
      .from(parcels)
      .where(eq(parcels.id, (await api.deliver(people.rider, merchant)).id));
    const short = ctx.db.transaction(async (tx) => {
      await tx
        .update(parcels)
        .set({ status: 'in_transit' })
        .where(eq(parcels.id, parcel?.id ?? ''));
      await recordDeliveryCollection(tx, {
        parcelId: `${parcel?.id}`,
        riderId: people.rider.riderId,
        merchantId: merchant.userId,
        paymentMethod: 'cod',
        collectedPoisha: 100,
        codPoisha: 50_000,
        feePoisha: 12_000,
      });
    });
    await expect(short).rejects.toMatchObject({ statusCode: 400 });
    const [after] = await ctx.db
      .select()
      .from(parcels)
      .where(eq(parcels.id, parcel?.id ?? ''));
    expect(after?.status).toBe('delivered');
  });
});

describe('cash handovers', () => {
  it('lets a rider declare up to the cash in hand, once per idempotency key', async () => {
    const merchant = await signUp(ctx.app);
    const courier = await freshRider();
    await api.deliver(courier, merchant, { feePoisha: 10_000, codPoisha: 90_000 });
    const tooMuch = await api.declare(courier, 100_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields.amountPoisha).toBeDefined();

    const key = newKey();
    const first = await api.declare(courier, 60_000, key);
    expect(first.statusCode).toBe(201);
    const repeat = await api.declare(courier, 60_000, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(first.json().id);
    expect((await api.declare(courier, 50_000, key)).statusCode).toBe(409);
    // 40,000 remain undeclared.
    expect((await api.declare(courier, 40_001)).statusCode).toBe(400);
    const cash = await api.riderCash(courier);
    expect(cash).toMatchObject({ cashInHandPoisha: 100_000, awaitingConfirmationPoisha: 60_000 });
    expect(cash.handovers[0]).toMatchObject({ status: 'declared', declaredPoisha: 60_000 });
  });

  it('keeps the time a handover kept on the phone was declared, sent late and twice: one handover', async () => {
    const merchant = await signUp(ctx.app);
    const courier = await freshRider();
    await api.deliver(courier, merchant, { feePoisha: 10_000, codPoisha: 90_000 });
    const key = newKey();
    const doneAt = new Date(Date.now() - 40 * 60 * 1000);
    const sendLate = (amountPoisha: number, at: Date) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ledger/handovers',
        headers: { ...courier.headers, 'idempotency-key': key, 'x-action-time': at.toISOString() },
        payload: { amountPoisha, idempotencyKey: key },
      });
    const first = await sendLate(70_000, doneAt);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().declaredAt).toBe(doneAt.toISOString());
    const again = await sendLate(70_000, new Date());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, declaredAt: doneAt.toISOString() });
    expect((await api.riderCash(courier)).handovers).toHaveLength(1);

    // Another handover declared meanwhile (from another phone) leaves less than a late one asks for:
    // refused, with the amount that may be handed over now.
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/ledger/handovers',
      headers: { ...courier.headers, 'x-action-time': new Date(Date.now() - 60_000).toISOString() },
      payload: { amountPoisha: 40_000, idempotencyKey: newKey() },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'HANDOVER_TOO_LARGE',
      message: 'You can hand over at most ৳300 now.',
    });

    // A time beyond the bounds (a week and more ago) is not believed: the server's own time.
    const unbelievable = await ctx.app.inject({
      method: 'POST',
      url: '/api/ledger/handovers',
      headers: { ...courier.headers, 'x-action-time': '2020-01-01T00:00:00Z' },
      payload: { amountPoisha: 10_000, idempotencyKey: newKey() },
    });
    expect(unbelievable.statusCode).toBe(201);
    expect(Date.now() - Date.parse(unbelievable.json().declaredAt)).toBeLessThan(10 * 60 * 1000);
  });

  it('books the counted cash at the office and a shortage against the rider; confirms once', async () => {
    const merchant = await signUp(ctx.app);
    const courier = await freshRider();
    await api.deliver(courier, merchant, { feePoisha: 10_000, codPoisha: 90_000 });
    const before = await api.summary(people.admin);
    const declared = (await api.declare(courier, 100_000)).json();

    const waiting = (await api.call(people.admin, 'GET', '/api/ledger/handovers')).json();
    expect(waiting.find((item: { id: string }) => item.id === declared.id)).toMatchObject({
      riderName: 'Another Rider',
      riderCashInHandPoisha: 100_000,
    });
    const confirmed = await api.confirm(people.admin, declared.id, 97_500, { shortageConfirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      countedPoisha: 97_500,
      differencePoisha: 2_500,
    });
    expect((await api.confirm(people.admin, declared.id, 100_000)).statusCode).toBe(409);

    const cash = await api.riderCash(courier);
    expect(cash).toMatchObject({
      cashInHandPoisha: 0,
      receivablePoisha: 2_500,
      awaitingConfirmationPoisha: 0,
    });
    const after = await api.summary(people.admin);
    expect(after.officeCashPoisha - before.officeCashPoisha).toBe(97_500);
    const [stored] = await ctx.db.select().from(cashHandovers).where(eq(cashHandovers.id, declared.id));
    expect(stored?.entryId).toBeTypeOf('number');
    expect((await api.confirm(people.admin, 'no-such-handover', 1)).statusCode).toBe(404);
  });
});

describe('payouts', () => {
  it('pays a merchant up to the payable, never more, and a repeated key returns the first payout', async () => {
    const merchant = await signUp(ctx.app, { name: 'Paid Merchant' });
    await api.deliver(people.rider, merchant, { feePoisha: 10_000, codPoisha: 200_000 });
    const tooMuch = await api.payout(people.admin, merchant.userId, 200_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain('cannot exceed');

    const key = newKey();
    const paid = await api.payout(people.admin, merchant.userId, 150_000, {
      method: 'nagad',
      reference: 'NG-77',
      idempotencyKey: key,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      merchantName: 'Paid Merchant',
      method: 'nagad',
      reference: 'NG-77',
      reversed: false,
    });
    const repeat = await api.payout(people.admin, merchant.userId, 150_000, {
      method: 'nagad',
      reference: 'NG-77',
      idempotencyKey: key,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(paid.json().id);
    expect((await api.payout(people.admin, merchant.userId, 1_000, { idempotencyKey: key })).statusCode).toBe(
      409,
    );
    expect((await api.payout(people.admin, merchant.userId, 50_001)).statusCode).toBe(400);
    expect((await api.payout(people.admin, merchant.userId, 50_000, { method: 'cash' })).statusCode).toBe(
      201,
    );
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(0);
    expect((await api.payout(people.admin, 'no-such-user', 1)).statusCode).toBe(400);
  });

  it('queues the merchant’s payout.created webhook with the payout, once', async () => {
    const merchant = await signUp(ctx.app, { name: 'Hooked Merchant' });
    const endpoint = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/payouts',
      events: ['payout.created'],
    });
    expect(endpoint.statusCode).toBe(201);
    await api.deliver(people.rider, merchant, { feePoisha: 10_000, codPoisha: 100_000 });
    const key = newKey();
    const paid = await api.payout(people.admin, merchant.userId, 60_000, { idempotencyKey: key });
    expect(paid.statusCode).toBe(201);
    expect(
      (await api.payout(people.admin, merchant.userId, 60_000, { idempotencyKey: key })).statusCode,
    ).toBe(200);
    const queued = await ctx.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.json().id));
    expect(queued.map((message) => message.eventType)).toEqual(['payout.created']);
    expect(queued[0]?.payload).toMatchObject({
      type: 'payout.created',
      data: { payoutId: paid.json().id, amountPoisha: 60_000 },
    });
  });

  it('refuses two concurrent payouts that together exceed the payable', async () => {
    const merchant = await signUp(ctx.app);
    await api.deliver(people.rider, merchant, { feePoisha: 10_000, codPoisha: 100_000 });
    const results = await Promise.all([
      api.payout(people.admin, merchant.userId, 70_000),
      api.payout(people.admin, merchant.userId, 70_000),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(30_000);
  });
});

describe('corrections', () => {
  it('reverses a payout once, restoring the payable; a reversal is never reversed', async () => {
    const merchant = await signUp(ctx.app);
    await api.deliver(people.rider, merchant, { feePoisha: 10_000, codPoisha: 100_000 });
    const payout = (await api.payout(people.admin, merchant.userId, 100_000)).json();
    const reversed = await api.reverse(people.admin, payout.entryId, 'Sent to the wrong number');
    expect(reversed.statusCode).toBe(201);
    expect((await api.reverse(people.admin, payout.entryId)).statusCode).toBe(409);
    expect((await api.reverse(people.admin, reversed.json().entryId)).statusCode).toBe(409);
    expect((await api.reverse(people.admin, 999_999_999)).statusCode).toBe(404);
    const overview = await api.overview(merchant);
    expect(overview.balance.payablePoisha).toBe(100_000);
    expect(overview.payouts[0]).toMatchObject({ id: payout.id, reversed: true });
    expect(overview.recent[0]).toMatchObject({
      kind: 'reversal',
      payoutPoisha: -100_000,
      detail: 'Sent to the wrong number',
    });
  });

  it('refuses a reversal that would leave the merchant owing, unless the admin says why', async () => {
    const merchant = await signUp(ctx.app);
    const parcel = await api.deliver(people.rider, merchant, { feePoisha: 10_000, codPoisha: 100_000 });
    expect((await api.payout(people.admin, merchant.userId, 100_000)).statusCode).toBe(201);
    const [delivery] = await api.entryOfParcel(parcel.id);
    const entryId = delivery?.id ?? 0;

    const refused = await api.reverse(people.admin, entryId, 'Receiver never got it');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'NEGATIVE_PAYABLE_REASON_REQUIRED',
      message:
        "This reversal would leave the merchant's payable at -৳1,000: say why the merchant should owe it.",
    });
    expect(refused.json().error.fields).toHaveProperty('negativePayableReason');
    expect((await api.overview(merchant)).balance.payablePoisha).toBe(0);
    const blank = await api.reverse(people.admin, entryId, 'Receiver never got it', '   ');
    expect(blank.statusCode).toBe(409);

    const done = await api.reverse(
      people.admin,
      entryId,
      'Receiver never got it',
      'Paid out before the claim',
    );
    expect(done.statusCode, done.body).toBe(201);
    const overview = await api.overview(merchant);
    expect(overview.balance.payablePoisha).toBe(-100_000);
    expect(overview.recent[0]).toMatchObject({
      kind: 'reversal',
      detail: 'Receiver never got it · Payable below zero: Paid out before the claim',
    });
    const listed = (await api.call(people.admin, 'GET', '/api/ledger/merchants')).json();
    expect(listed.find((row: { merchantId: string }) => row.merchantId === merchant.userId)).toMatchObject({
      payablePoisha: -100_000,
    });
  });
});

describe('statements', () => {
  it('lists the newest 50 movements on the payments page, newest first, each with its balance as on the statement', async () => {
    const merchant = await signUp(ctx.app);
    for (let index = 0; index < 53; index += 1) {
      const parcel = await insertParcel(ctx.db, merchant, {
        status: 'delivered',
        riderId: people.rider.riderId,
      });
      await recordDeliveryCollection(ctx.db, {
        parcelId: parcel.id,
        riderId: people.rider.riderId,
        merchantId: merchant.userId,
        paymentMethod: 'cod',
        collectedPoisha: 10_000 + index * 100,
        codPoisha: 10_000 + index * 100 - 6_000,
        feePoisha: 6_000,
      });
      if (index === 20) await api.payout(people.admin, merchant.userId, 5_000, { method: 'bkash' });
    }
    const today = dhakaDate(new Date());
    const statement = (
      await api.call(merchant, 'GET', `/api/payments/statement?from=${today}&to=${today}`)
    ).json();
    expect(statement.lines).toHaveLength(54);
    const overview = await api.overview(merchant);
    expect(overview.recent).toEqual(statement.lines.slice(-50).reverse());
    expect(overview.recent[0]?.balancePoisha).toBe(overview.balance.payablePoisha);
  });

  it('shows the opening balance, every movement and the closing balance for Dhaka days, as JSON and CSV', async () => {
    const merchant = await signUp(ctx.app, { name: 'Statement Merchant' });
    await api.deliver(people.rider, merchant, { feePoisha: 12_000, codPoisha: 100_000 });
    await api.deliver(people.rider, merchant, {
      paymentMethod: 'prepaid',
      feePoisha: 6_000,
      parcelTitle: '=cmd|calc',
    });
    await api.deliver(people.rider, merchant, {
      paymentMethod: 'prepaid',
      feePoisha: 1_000,
      parcelTitle: 'abc;=1+1',
    });
    await api.payout(people.admin, merchant.userId, 50_000, { method: 'bank', reference: 'BANK-9' });
    const today = dhakaDate(new Date());
    const response = await api.call(merchant, 'GET', `/api/payments/statement?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({
      merchant: { id: merchant.userId, name: 'Statement Merchant' },
      openingPoisha: 0,
      closingPoisha: 112_000 - 12_000 - 6_000 - 1_000 - 50_000,
      totals: { codCollectedPoisha: 112_000, feePoisha: 19_000, returnChargePoisha: 0, payoutPoisha: 50_000 },
    });
    expect(statement.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'delivery_collection',
      'delivery_collection',
      'delivery_collection',
      'payout',
    ]);
    expect(statement.lines.at(-1).balancePoisha).toBe(statement.closingPoisha);

    const csv = await api.call(merchant, 'GET', `/api/payments/statement.csv?from=${today}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`desh-statement-${today}-to-${today}.csv`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(1 + 1 + 4 + 1);
    expect(rows[0]).toMatch(/^"Date \(Asia\/Dhaka\)","Entry","Type",/);
    expect(rows[2]).toContain(',"Delivery","DSH-');
    expect(rows[2]).toMatch(/,1120\.00,120\.00,0\.00,0\.00,1000\.00,1000\.00$/);
    expect(rows[3]).toContain(`,"'=cmd|calc",`);
    // A formula after a separator is defused too: a spreadsheet splitting on `;` sees `'=1+1`.
    expect(rows[4]).toContain(`,"abc;'=1+1",`);
    expect(rows[5]).toContain('"Bank transfer · BANK-9"');
    expect(rows.at(-1)).toMatch(/"Closing balance",,,,1120\.00,190\.00,0\.00,500\.00,430\.00,430\.00$/);

    // Yesterday holds nothing; the opening balance of tomorrow is today's closing.
    const tomorrow = dhakaDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const later = (
      await api.call(merchant, 'GET', `/api/payments/statement?from=${tomorrow}&to=${tomorrow}`)
    ).json();
    expect(later).toMatchObject({ openingPoisha: 43_000, closingPoisha: 43_000, lines: [] });
  });

  it('lets a merchant read only their own statement; an admin reads anyone’s', async () => {
    const merchant = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const url = `/api/payments/statement?from=2026-01-01&to=2026-01-31&merchantId=${merchant.userId}`;
    expect((await api.call(other, 'GET', url)).statusCode).toBe(403);
    expect((await api.call(merchant, 'GET', url)).statusCode).toBe(200);
    expect((await api.call(people.admin, 'GET', url)).statusCode).toBe(200);
    expect((await api.call(people.admin, 'GET', `/api/payments/overview?merchantId=nobody`)).statusCode).toBe(
      404,
    );
    expect((await api.call(null, 'GET', url)).statusCode).toBe(401);
  });

  it('answers bad date ranges with 400', async () => {
    const merchant = await signUp(ctx.app);
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      'from=2025-01-01&to=2026-06-01',
      'from=2026-13-45&to=2026-13-46',
      'from=x&to=y',
      '',
    ]) {
      expect((await api.call(merchant, 'GET', `/api/payments/statement?${query}`)).statusCode, query).toBe(
        400,
      );
    }
  });
});

describe('who may call the ledger', () => {
  it('keeps riders’ cash to riders and money movements to admins', async () => {
    const customer = await signUp(ctx.app);
    expect((await api.call(customer, 'GET', '/api/ledger/rider/cash')).statusCode).toBe(403);
    expect(
      (
        await api.call(customer, 'POST', '/api/ledger/handovers', {
          amountPoisha: 1,
          idempotencyKey: newKey(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.call(people.rider, 'GET', '/api/ledger/merchants')).statusCode).toBe(403);
    expect((await api.call(people.rider, 'POST', '/api/ledger/payouts', {})).statusCode).toBe(403);
    expect((await api.call(customer, 'GET', '/api/ledger/summary')).statusCode).toBe(403);
  });
});
