import { finalParcelStatuses, type ParcelStatus, parcelStatuses } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcels, settledWatermarks } from '../../db/schema/index.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { createApprovedRider, type TestRider } from '../../test/rider-steps.ts';
import { recordDeliveryCollection } from '../ledger/ledger.service.ts';
import { advanceSettledTotals, historyTotals, settleMs } from './settled-totals.ts';

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
    expect(await watermarks()).toEqual({ booked_parcels: 0, finished_parcels: 0, ledger_lines: 0 });
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

  it('equal the counts over every parcel and every COD line, before, while and after the totals move', async () => {
    const agree = async () => expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
    await insertParcel(ctx.db, sender);
    await insertParcel(ctx.db, sender, { status: 'cancelled' });
    await deliverWithCash(50_000);
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

  it('wait for a candidate to settle before summing it', async () => {
    await advanceSettledTotals(ctx.db, 0);
    await advanceSettledTotals(ctx.db, 0);
    const before = await watermarks();
    await insertParcel(ctx.db, sender, { status: 'cancelled' });
    await advanceSettledTotals(ctx.db, settleMs);
    await advanceSettledTotals(ctx.db, settleMs);
    // Seen just now, so not yet summed (a transaction holding a lower number might still be open).
    expect(await watermarks()).toEqual(before);
    const [candidate] = await ctx.db
      .select({ candidate: settledWatermarks.candidate })
      .from(settledWatermarks)
      .where(eq(settledWatermarks.source, 'finished_parcels'));
    expect(candidate?.candidate).toBeGreaterThan(before.finished_parcels ?? 0);
    await ctx.db.execute(
      sql`update settled_watermarks set candidate_seen_at = now() - interval '2 hours' where source = 'finished_parcels'`,
    );
    await advanceSettledTotals(ctx.db, settleMs);
    expect((await watermarks()).finished_parcels).toBe(candidate?.candidate);
    expect(await historyTotals(ctx.db)).toEqual(await countedOverEverything());
  });
});
