import { randomUUID } from 'node:crypto';
import {
  finalParcelStatuses,
  type LedgerLinePurpose,
  ledgerAccountKinds,
  ledgerLinePurposes,
  type ParcelStatus,
  parcelStatuses,
} from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines, parcels, settledWatermarks } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import { advanceSource } from './settled-totals.repository.ts';
import {
  advanceSettledTotals,
  historyTotals,
  ledgerTotals,
  merchantAccountTotals,
  merchantDeliveredCount,
  merchantPayableBefore,
  settleMs,
} from './settled-totals.ts';
import { startTotalsKeeper } from './totals-keeper.ts';

const ctx = useTestContext();
let sender: SignedIn;
let rider: TestRider;
beforeAll(async () => {
  sender = await signUp(ctx.app);
  rider = await createApprovedRider(ctx, await loginAs(ctx, 'admin'));
});

const dayMs = 24 * 60 * 60 * 1000;
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The same totals counted the plain way, over every row of all time. */
async function countedOverEverything() {
  const byStatus = rowsOf<{ status: ParcelStatus; count: number }>(
    await ctx.db.execute(sql`select status, count(*)::int as count from parcels group by status`),
  );
  const [cod] = rowsOf<{ total: string | null }>(
    await ctx.db.execute(sql`select sum(amount_poisha) as total from ledger_lines
      where account_kind = 'rider_cash' and purpose = 'cod_collected'`),
  );
  const parcelsByStatus = Object.fromEntries(parcelStatuses.map((status) => [status, 0])) as Record<
    ParcelStatus,
    number
  >;
  for (const row of byStatus) parcelsByStatus[row.status] = row.count;
  const bookingsPerDay = rowsOf<{ date: string; count: number }>(
    await ctx.db.execute(sql`
      select to_char(days.day, 'YYYY-MM-DD') as date, count(parcels.id)::int as count
      from generate_series(date_trunc('day', now() at time zone 'Asia/Dhaka') - interval '13 days',
        date_trunc('day', now() at time zone 'Asia/Dhaka'), interval '1 day') as days(day)
      left join parcels on date_trunc('day', parcels.booking_time at time zone 'Asia/Dhaka') = days.day
      group by days.day order by days.day`),
  );
  return { bookingsPerDay, parcelsByStatus, codCollectedPoisha: Number(cod?.total ?? 0) };
}

/** The ledger's balances and every merchant's accounts summed the plain way, over every line. */
async function ledgerOverEverything() {
  const byKind = Object.fromEntries(ledgerAccountKinds.map((kind) => [kind, 0]));
  const kinds = rowsOf<{ kind: string; total: string }>(
    await ctx.db.execute(sql`select account_kind as kind, sum(amount_poisha) as total
      from ledger_lines group by account_kind`),
  );
  for (const row of kinds) byKind[row.kind] = Number(row.total);
  const [all] = rowsOf<{ total: string | null }>(
    await ctx.db.execute(sql`select sum(amount_poisha) as total from ledger_lines`),
  );
  const hubs = rowsOf<{ hubId: string; cash: string; receivable: string }>(
    await ctx.db.execute(sql`select account_owner as "hubId",
        coalesce(sum(amount_poisha) filter (where account_kind = 'hub_cash'), 0) as cash,
        coalesce(sum(amount_poisha) filter (where account_kind = 'hub_receivable'), 0) as receivable
      from ledger_lines where account_kind in ('hub_cash', 'hub_receivable')
      group by account_owner order by account_owner`),
  );
  const merchantLines = rowsOf<{ merchantId: string; purpose: LedgerLinePurpose; total: string }>(
    await ctx.db.execute(sql`select account_owner as "merchantId", purpose, sum(amount_poisha) as total
      from ledger_lines where account_kind = 'merchant_payable' group by account_owner, purpose`),
  );
  const merchants = new Map<string, { merchantId: string; byPurpose: Record<string, number>; all: number }>();
  for (const row of merchantLines) {
    const merchant = merchants.get(row.merchantId) ?? {
      merchantId: row.merchantId,
      byPurpose: Object.fromEntries(ledgerLinePurposes.map((purpose) => [purpose, 0])),
      all: 0,
    };
    merchant.byPurpose[row.purpose] = Number(row.total);
    merchant.all += Number(row.total);
    merchants.set(row.merchantId, merchant);
  }
  return {
    ledger: {
      byKind,
      codCollectedPoisha: (await countedOverEverything()).codCollectedPoisha,
      booksSumPoisha: Number(all?.total ?? 0),
      hubs: hubs.map((hub) => ({
        hubId: hub.hubId,
        cash: Number(hub.cash),
        receivable: Number(hub.receivable),
      })),
    },
    merchants: [...merchants.values()].sort(byMerchant),
  };
}

const byMerchant = (a: { merchantId: string }, b: { merchantId: string }) =>
  a.merchantId < b.merchantId ? -1 : a.merchantId > b.merchantId ? 1 : 0;

/** The ledger's totals as the pages read them, in the plain count's order. */
async function ledgerAsRead() {
  const ledger = await ledgerTotals(ctx.db);
  return {
    ledger: { ...ledger, hubs: [...ledger.hubs].sort((a, b) => (a.hubId < b.hubId ? -1 : 1)) },
    merchants: (await merchantAccountTotals(ctx.db)).sort(byMerchant),
  };
}

/**
 * A hub's cash in from a rider and part of it short (a receivable), as a balanced entry of raw lines; the
 * hub's id holds a colon, as an id may.
 */
async function cashAtHub(hubId: string, poisha: number) {
  await ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({ kind: 'cash_handover', idempotencyKey: `test:${randomUUID()}` })
      .returning({ id: ledgerEntries.id });
    const entryId = entry?.id ?? 0;
    await tx.insert(ledgerLines).values([
      {
        entryId,
        accountKind: 'hub_cash',
        accountOwner: hubId,
        purpose: 'cash_handover',
        amountPoisha: poisha - 100,
      },
      {
        entryId,
        accountKind: 'hub_receivable',
        accountOwner: hubId,
        purpose: 'handover_difference',
        amountPoisha: 100,
      },
      {
        entryId,
        accountKind: 'rider_cash',
        accountOwner: rider.riderId,
        purpose: 'cash_handover',
        amountPoisha: -poisha,
      },
    ]);
  });
}

const finishNumber = async (id: string) =>
  (await ctx.db.select({ finishSeq: parcels.finishSeq }).from(parcels).where(eq(parcels.id, id)))[0]
    ?.finishSeq;

async function deliverWithCash(codPoisha: number) {
  const parcel = await insertParcel(ctx.db, sender, { status: 'out_for_delivery', riderId: rider.riderId });
  await ctx.db.transaction(async (tx) => {
    await tx.update(parcels).set({ status: 'delivered' }).where(eq(parcels.id, parcel.id));
    await recordDeliveryCollection(tx, {
      parcelId: parcel.id,
      riderId: rider.riderId,
      merchantId: sender.userId,
      paymentMethod: 'cod',
      collectedPoisha: codPoisha + 12_000,
      codPoisha,
      feePoisha: 12_000,
    });
  });
}

const candidateOf = async (source: 'booked_parcels' | 'finished_parcels') =>
  (
    await ctx.db
      .select({ candidate: settledWatermarks.candidate })
      .from(settledWatermarks)
      .where(eq(settledWatermarks.source, source))
  )[0]?.candidate;

const watermarks = async () =>
  Object.fromEntries(
    (await ctx.db.select().from(settledWatermarks)).map((mark) => [mark.source, mark.summedThrough]),
  );

describe('the finish number', () => {
  it('is drawn when a parcel reaches a final status, on insert or on a move, and never again', async () => {
    for (const status of parcelStatuses) {
      const inserted = await insertParcel(ctx.db, sender, { status, riderId: rider.riderId });
      const number = await finishNumber(inserted.id);
      if (finalParcelStatuses.includes(status)) expect(number, status).toEqual(expect.any(Number));
      else expect(number, status).toBeNull();
    }
    const moved = await insertParcel(ctx.db, sender, { status: 'out_for_delivery', riderId: rider.riderId });
    await ctx.db.update(parcels).set({ status: 'delivered' }).where(eq(parcels.id, moved.id));
    const number = await finishNumber(moved.id);
    expect(number).toEqual(expect.any(Number));
    // Another write to the status (the same value) or to anything else keeps it.
    await ctx.db
      .update(parcels)
      .set({ status: 'delivered', parcelTitle: 'Renamed' })
      .where(eq(parcels.id, moved.id));
    expect(await finishNumber(moved.id)).toBe(number);
    // A parcel that finished before the numbering began stays unnumbered: it is counted as such.
    await ctx.db.execute(sql`update parcels set finish_seq = null where id = ${moved.id}`);
    await ctx.db.update(parcels).set({ status: 'delivered' }).where(eq(parcels.id, moved.id));
    expect(await finishNumber(moved.id)).toBeNull();
  });
});

describe('history totals', () => {
  it('count the parcels from before the numbering once: live until the first totals, then in them', async () => {
    const before = [
      await insertParcel(ctx.db, sender, { bookingTime: new Date(Date.now() - 2 * dayMs) }),
      await insertParcel(ctx.db, sender, { status: 'delivered', riderId: rider.riderId }),
      await insertParcel(ctx.db, sender, { status: 'out_for_delivery', riderId: rider.riderId }),
    ];
    // As drizzle/0020 left the parcels it found: no numbers.
    await ctx.db.execute(
      sql`update parcels set booked_seq = null, finish_seq = null where id in ${before.map((parcel) => parcel.id)}`,
    );
    expect(await watermarks()).toEqual({
      booked_parcels: 0,
      finished_parcels: 0,
      ledger_lines: 0,
      ledger_entries: 0,
    });
    await expect(historyTotals(ctx.db)).resolves.toEqual(await countedOverEverything());
    // One that was on its way finishes now and gets its number like any other.
    await ctx.db
      .update(parcels)
      .set({ status: 'delivered' })
      .where(eq(parcels.id, before[2]?.id ?? ''));
    expect(await finishNumber(before[2]?.id ?? '')).toEqual(expect.any(Number));
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    expect((await watermarks()).booked_parcels).toBeGreaterThan(0);
    await expect(historyTotals(ctx.db)).resolves.toEqual(await countedOverEverything());
  });

  it('equal the counts over every parcel and every ledger line, before, while and after the totals move', async () => {
    const agree = async () => {
      expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
      expect(await ledgerAsRead()).toEqual(await ledgerOverEverything());
    };
    await insertParcel(ctx.db, sender);
    await insertParcel(ctx.db, sender, { status: 'cancelled' });
    await deliverWithCash(50_000);
    await cashAtHub('hub:one', 30_000);
    await agree();

    // The first pass takes a candidate; the second, with nothing to wait for, sums up to it.
    await advanceSettledTotals(ctx.db, 0);
    await agree();
    await advanceSettledTotals(ctx.db, 0);
    const settled = await watermarks();
    expect(settled.booked_parcels).toBeGreaterThan(0);
    expect(settled.finished_parcels).toBeGreaterThan(0);
    expect(settled.ledger_lines).toBeGreaterThan(0);
    await agree();

    // More after the watermark: counted live until the next move, then summed, never twice; a booking
    // is counted on its own day, whenever it was written.
    await deliverWithCash(70_000);
    await cashAtHub('hub:one', 20_000);
    await cashAtHub('hub:two', 10_000);
    await insertParcel(ctx.db, sender, { bookingTime: new Date(Date.now() - dayMs) });
    await insertParcel(ctx.db, sender, {
      bookingTime: new Date(Date.now() - 3 * dayMs),
      status: 'cancelled',
    });
    const returning = await insertParcel(ctx.db, sender, { status: 'returning', riderId: rider.riderId });
    await agree();
    await ctx.db.update(parcels).set({ status: 'returned' }).where(eq(parcels.id, returning.id));
    await agree();
    await advanceSettledTotals(ctx.db, 0);
    await agree();
    await advanceSettledTotals(ctx.db, 0);
    expect((await watermarks()).finished_parcels).toBeGreaterThan(settled.finished_parcels ?? 0);
    await agree();
  });

  it('wait a minute after a candidate is seen before summing it', async () => {
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    const before = await watermarks();
    await insertParcel(ctx.db, sender, { status: 'cancelled' });
    await advanceSettledTotals(ctx.db, settleMs);
    await advanceSettledTotals(ctx.db, settleMs);
    // Seen just now, so not yet summed (a statement drawing a lower number might not have written its row).
    expect(await watermarks()).toEqual(before);
    const candidate = await candidateOf('finished_parcels');
    expect(candidate).toBeGreaterThan(before.finished_parcels ?? 0);
    await ctx.db.execute(
      sql`update settled_watermarks set candidate_seen_at = now() - interval '2 minutes' where source = 'finished_parcels'`,
    );
    await advanceSettledTotals(ctx.db, settleMs);
    expect((await watermarks()).finished_parcels).toBe(candidate);
    expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
  });

  it('move a long history in bounded steps, right after each', async () => {
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    const start = (await watermarks()).booked_parcels ?? 0;
    for (let index = 0; index < 5; index += 1) await insertParcel(ctx.db, sender);
    await advanceSource(ctx.db, 'booked_parcels', 0, 2);
    const candidate = await candidateOf('booked_parcels');
    expect(candidate).toBeGreaterThanOrEqual(start + 5);
    const steps: number[] = [];
    while (await advanceSource(ctx.db, 'booked_parcels', 0, 2)) {
      steps.push((await watermarks()).booked_parcels ?? 0);
      expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
    }
    expect(steps.slice(0, 2)).toEqual([start + 2, start + 4]);
    expect((await watermarks()).booked_parcels).toBe(candidate);
    expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
  });

  // Two connections at once: PGlite has one.
  it.runIf(process.env.DATABASE_URL)(
    'never pass a lower number that a transaction open when the candidate was seen still holds',
    async () => {
      await advanceSettledTotals(ctx.db, 0);
      await advanceSettledTotals(ctx.db, 0);
      const before = await watermarks();
      let held = 0;
      await ctx.db.transaction(async (tx) => {
        // This transaction draws a number and does not commit yet; a later one commits a higher number.
        held = (await insertParcel(tx, sender, { status: 'cancelled' })).bookedSeq ?? 0;
        await insertParcel(ctx.db, sender, { status: 'cancelled' });
        await advanceSettledTotals(ctx.db, 0);
        expect(await candidateOf('booked_parcels')).toBeGreaterThan(held);
        // No wait asked for, yet the open transaction holds it back: nothing passes its number.
        await advanceSettledTotals(ctx.db, 0);
        await advanceSettledTotals(ctx.db, 0);
        expect(await watermarks()).toEqual(before);
      });
      await advanceSettledTotals(ctx.db, 0);
      expect((await watermarks()).booked_parcels).toBeGreaterThan(held);
      expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
    },
  );

  it('say on the metrics how long a candidate has waited to settle', async () => {
    const waiting = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(200);
      const sample = response.body.match(
        /^settled_totals_waiting_seconds\{source="booked_parcels"\} (\S+)$/m,
      );
      return Number(sample?.[1]);
    };
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    expect(await waiting()).toBe(0);
    await insertParcel(ctx.db, sender);
    await advanceSettledTotals(ctx.db, settleMs);
    await ctx.db.execute(
      sql`update settled_watermarks set candidate_seen_at = now() - interval '10 minutes' where source = 'booked_parcels'`,
    );
    expect(await waiting()).toBeGreaterThanOrEqual(600);
    expect(await waiting()).toBeLessThan(660);
    await advanceSettledTotals(ctx.db, settleMs);
    expect(await waiting()).toBe(0);
  });

  it('are moved by a keeper in the background, which stops when asked', async () => {
    const parcel = await insertParcel(ctx.db, sender, { status: 'cancelled' });
    const keeper = startTotalsKeeper(ctx.db, ctx.app.log, { everyMs: 10, settle: 0, firstLookMs: 0 });
    try {
      await expect
        .poll(async () => (await watermarks()).booked_parcels, { timeout: 5000 })
        .toBeGreaterThanOrEqual(parcel.bookedSeq ?? 0);
    } finally {
      await keeper.stop();
    }
    const stopped = await watermarks();
    await insertParcel(ctx.db, sender, { status: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await watermarks()).toEqual(stopped);
    expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
  });
});

describe("one merchant's totals", () => {
  it("are that merchant's lines only, settled and live, and nothing for a merchant without lines", async () => {
    const other = await signUp(ctx.app);
    await deliverWithCash(40_000);
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    await deliverWithCash(15_000);
    const { merchants } = await ledgerOverEverything();
    const own = merchants.filter((merchant) => merchant.merchantId === sender.userId);
    expect(own).toHaveLength(1);
    expect(own[0]?.byPurpose.cod_collected).toBeLessThan(0);
    await expect(merchantAccountTotals(ctx.db, [sender.userId])).resolves.toEqual(own);
    await expect(merchantAccountTotals(ctx.db, [other.userId])).resolves.toEqual([]);
    await expect(merchantAccountTotals(ctx.db, [])).resolves.toEqual([]);
  });
});

describe("a merchant's payable before a moment", () => {
  /** The plain way: every payable line of the merchant in an entry made before `before`. */
  async function summedBefore(merchantId: string, before: Date) {
    const [row] = rowsOf<{ total: string | null }>(
      await ctx.db.execute(sql`select sum(l.amount_poisha) as total from ledger_lines l
        join ledger_entries e on e.id = l.entry_id
        where l.account_kind = 'merchant_payable' and l.account_owner = ${merchantId}
          and e.created_at < ${before.toISOString()}::timestamptz`),
    );
    return Number(row?.total ?? 0);
  }

  it('is the account of all time less what came since, settled or live', async () => {
    const merchant = await signUp(ctx.app);
    const deliverFor = async (codPoisha: number) => {
      const parcel = await insertParcel(ctx.db, merchant, {
        status: 'out_for_delivery',
        riderId: rider.riderId,
      });
      await ctx.db.update(parcels).set({ status: 'delivered' }).where(eq(parcels.id, parcel.id));
      await recordDeliveryCollection(ctx.db, {
        parcelId: parcel.id,
        riderId: rider.riderId,
        merchantId: merchant.userId,
        paymentMethod: 'cod',
        collectedPoisha: codPoisha + 12_000,
        codPoisha,
        feePoisha: 12_000,
      });
    };
    const agree = async (moments: Date[]) => {
      for (const moment of moments)
        expect(await merchantPayableBefore(ctx.db, merchant.userId, moment)).toBe(
          await summedBefore(merchant.userId, moment),
        );
    };
    await expect(merchantPayableBefore(ctx.db, merchant.userId, new Date())).resolves.toBe(0);
    await deliverFor(30_000);
    // The database keeps microseconds and Date milliseconds: a moment read in the delivery's own millisecond
    // would fall before it. Waiting on both sides puts the moment between the two deliveries.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliverFor(45_000);
    const moments = [new Date(Date.now() - dayMs), between, new Date(Date.now() + 60_000)];
    await agree(moments);
    expect(await summedBefore(merchant.userId, between)).toBeLessThan(0);
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    await agree(moments);
    await deliverFor(20_000);
    await agree([...moments, new Date(Date.now() + 60_000)]);
  });
});

describe("a merchant's delivered count", () => {
  /** The plain way: the merchant's delivery entries that no entry reverses. */
  async function countedPlainly(merchantId: string) {
    const [row] = rowsOf<{ count: number }>(
      await ctx.db.execute(sql`select count(*)::int as count from ledger_entries e
        where e.merchant_id = ${merchantId} and e.kind in ('delivery_collection', 'partial_delivery')
          and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`),
    );
    return row?.count ?? 0;
  }

  /** Reverses an entry as the ledger does: the same lines with the opposite sign, naming the merchant. */
  async function reverse(entryId: number, merchantId: string) {
    const lines = await ctx.db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entryId));
    await ctx.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          kind: 'reversal',
          idempotencyKey: `reversal:${entryId}`,
          merchantId,
          reversesEntryId: entryId,
        })
        .returning({ id: ledgerEntries.id });
      await tx.insert(ledgerLines).values(
        lines.map((line) => ({
          entryId: entry?.id ?? 0,
          accountKind: line.accountKind,
          accountOwner: line.accountOwner,
          purpose: line.purpose,
          amountPoisha: -line.amountPoisha,
        })),
      );
    });
  }

  it('counts the deliveries less the reversed ones, settled and live', async () => {
    const merchant = await signUp(ctx.app);
    const deliver = async () => {
      const parcel = await insertParcel(ctx.db, merchant, { status: 'delivered', riderId: rider.riderId });
      return recordDeliveryCollection(ctx.db, {
        parcelId: parcel.id,
        riderId: rider.riderId,
        merchantId: merchant.userId,
        paymentMethod: 'cod',
        collectedPoisha: 32_000,
        codPoisha: 20_000,
        feePoisha: 12_000,
      });
    };
    const agree = async () =>
      expect(await merchantDeliveredCount(ctx.db, merchant.userId)).toBe(
        await countedPlainly(merchant.userId),
      );
    await agree();
    const first = await deliver();
    await deliver();
    await agree();
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    expect((await watermarks()).ledger_entries).toBeGreaterThan(0);
    await agree();
    // A settled delivery reversed after the watermark, and one delivered and reversed after it.
    await reverse(first.entryId, merchant.userId);
    const third = await deliver();
    await reverse(third.entryId, merchant.userId);
    await deliver();
    await agree();
    expect(await countedPlainly(merchant.userId)).toBe(2);
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    await agree();
  });
});
