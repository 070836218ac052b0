import { bagArrivalGraceMinutes } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { pickedUpBy, riderAt, scan, sealOf, useHubStaff } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';
import { lookForOverdueBags } from './overdue-watch.ts';

const ctx = useTestContext();
const people = useHubStaff(ctx, { mirpur: ['dhk-mir'], sorting: ['dhk-sc'] });
let merchant: SignedIn;
let rider: TestRider;

beforeAll(async () => {
  merchant = await loginAs(ctx, 'customer', 'Trip Shop');
  rider = await riderAt(ctx, people.admin, 'dhk-mir', 'Trip Pickup Rider');
});

/** A parcel picked up in Mirpur for Rangpur and received at the Mirpur hub. */
async function atMirpur() {
  const parcel = await pickedUpBy(ctx, { merchant, admin: people.admin, rider });
  expect((await scan(ctx, people.mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
  return parcel;
}

/** `count` sealed bags of one parcel each, Mirpur → sorting centre, on one trip: the trip and the bags. */
async function tripOfBags(count: number) {
  const bags: { id: string; code: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const parcel = await atMirpur();
    const opened = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/bags', {
      destinationHubId: 'dhk-sc',
    });
    const bag = opened.json() as { id: string; code: string };
    expect(
      (await scan(ctx, people.mirpur, 'dhk-mir', 'bag', parcel.trackingId, { bagId: bag.id })).statusCode,
    ).toBe(200);
    const sealed = await post(ctx, people.mirpur, `/api/network/bags/${bag.id}/seal`, {
      sealNumber: sealOf(bag.code),
    });
    expect(sealed.statusCode).toBe(200);
    bags.push(bag);
  }
  const sent = await post(ctx, people.mirpur, '/api/network/hubs/dhk-mir/trips', {
    destinationHubId: 'dhk-sc',
    vehicleNumber: 'DHAKA METRO-TA 11-2233',
    driverName: 'Abdul Malek',
    driverPhone: '01711223344',
    bagIds: bags.map((bag) => bag.id),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { trip: sent.json() as { id: string; code: string }, bags };
}

async function incomingTrip(tripId: string) {
  const listed = await requestAs(
    ctx,
    people.sorting,
    'GET',
    '/api/network/hubs/dhk-sc/trips?direction=incoming',
  );
  expect(listed.statusCode).toBe(200);
  return (listed.json() as Array<Record<string, unknown>>).find((each) => each.id === tripId);
}

async function sortingBoardRow() {
  const board = await requestAs(ctx, people.admin, 'GET', '/api/network/board');
  expect(board.statusCode).toBe(200);
  const rows = board.json().hubs as Array<{
    hub: { id: string };
    tripsIncoming: number;
    openExceptions: number;
  }>;
  const row = rows.find((each) => each.hub.id === 'dhk-sc');
  if (!row) throw new Error('no sorting centre on the board');
  return row;
}

async function exceptionsAtSorting() {
  const listed = await requestAs(ctx, people.sorting, 'GET', '/api/network/hubs/dhk-sc/exceptions');
  expect(listed.statusCode).toBe(200);
  return listed.json() as Array<{
    id: string;
    kind: string;
    status: string;
    trackingId: string | null;
    lastHolderBag: { code: string } | null;
    hub: { code: string } | null;
  }>;
}

describe('a trip arrives bag by bag', () => {
  it('is unloading after its first bag and arrived only with its last; the board counts it on the way till then', async () => {
    const { trip, bags } = await tripOfBags(2);
    const [first, second] = bags;
    if (!first || !second) throw new Error('two bags');
    const before = (await sortingBoardRow()).tripsIncoming;

    const firstIn = await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', first.code);
    expect(firstIn.statusCode, firstIn.body).toBe(200);
    expect(firstIn.json()).toMatchObject({ result: 'bag_received', seal: 'matches' });
    const unloading = await incomingTrip(trip.id);
    expect(unloading).toMatchObject({ status: 'unloading', bagCount: 2, bagsIn: 1, arrivedAt: null });
    const reachedAt = Date.parse(String(unloading?.reachedAt));
    expect(Date.parse(String(unloading?.bagsDueBy)) - reachedAt).toBe(bagArrivalGraceMinutes * 60_000);
    expect((await sortingBoardRow()).tripsIncoming).toBe(before);

    // The same bag scanned again is the same arrival: the trip still waits for the other.
    const again = await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', first.code);
    expect(again.json()).toMatchObject({ repeated: true });
    expect(await incomingTrip(trip.id)).toMatchObject({ status: 'unloading', bagsIn: 1 });

    expect((await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', second.code)).statusCode).toBe(200);
    const arrived = await incomingTrip(trip.id);
    expect(arrived).toMatchObject({ status: 'arrived', bagsIn: 2, bagsDueBy: null });
    expect(arrived?.arrivedAt).not.toBeNull();
    expect((await sortingBoardRow()).tripsIncoming).toBe(before - 1);
  });

  it('arrives once when its two bags are scanned in at the same moment by two operators', async () => {
    const { trip, bags } = await tripOfBags(2);
    const [first, second] = bags;
    if (!first || !second) throw new Error('two bags');
    const answers = await Promise.all([
      scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', first.code),
      scan(ctx, people.admin, 'dhk-sc', 'receive_bag', second.code),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await incomingTrip(trip.id)).toMatchObject({ status: 'arrived', bagsIn: 2 });
  });

  it('refuses a bag scanned in without its seal, and takes one with another seal in as an exception of the bag', async () => {
    const { bags } = await tripOfBags(1);
    const [bag] = bags;
    if (!bag) throw new Error('a bag');
    const unsealed = await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', bag.code, { sealNumber: '' });
    expect(unsealed.statusCode).toBe(400);
    expect(unsealed.json().error.fields).toEqual({ sealNumber: 'Enter the number printed on the seal.' });

    const exceptionsBefore = (await sortingBoardRow()).openExceptions;
    const cut = await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', bag.code, {
      sealNumber: 'S-000111',
    });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json()).toMatchObject({ result: 'bag_received', seal: 'differs', bag: { status: 'arrived' } });
    const seen = (await exceptionsAtSorting()).filter((each) => each.lastHolderBag?.code === bag.code);
    expect(seen).toMatchObject([
      {
        kind: 'seal_mismatch',
        status: 'open',
        trackingId: null,
        hub: { code: 'DHK-SC' },
        note: `S-000111 ≠ ${sealOf(bag.code)}`,
      },
    ]);
    expect((await sortingBoardRow()).openExceptions).toBe(exceptionsBefore + 1);
    const everywhere = await requestAs(ctx, people.admin, 'GET', '/api/network/exceptions');
    expect(
      (everywhere.json() as Array<{ kind: string; lastHolderBag: { code: string } | null }>).some(
        (each) => each.kind === 'seal_mismatch' && each.lastHolderBag?.code === bag.code,
      ),
    ).toBe(true);
  });

  it('reads a seal as typed: case, spaces and dashes are the same seal', async () => {
    const { bags } = await tripOfBags(1);
    const [bag] = bags;
    if (!bag) throw new Error('a bag');
    const typed = sealOf(bag.code).toLowerCase().replaceAll('-', ' ');
    const read = await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', bag.code, { sealNumber: typed });
    expect(read.json()).toMatchObject({ seal: 'matches' });
    expect((await exceptionsAtSorting()).some((each) => each.lastHolderBag?.code === bag.code)).toBe(false);
  });

  it(`makes a bag not in ${bagArrivalGraceMinutes} minutes after its trip's first an overdue exception, resolved when it comes`, async () => {
    const { trip, bags } = await tripOfBags(2);
    const [first, late] = bags;
    if (!first || !late) throw new Error('two bags');
    await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', first.code);
    const overdueOf = async () =>
      (await exceptionsAtSorting()).filter(
        (each) => each.kind === 'bag_overdue' && each.lastHolderBag?.code === late.code,
      );

    // Just inside the time: nothing yet.
    const backdate = (minutes: number) =>
      ctx.db
        .update(trips)
        .set({ reachedAt: sql`now() - make_interval(mins => ${minutes}::int)` })
        .where(eq(trips.id, trip.id));
    await backdate(bagArrivalGraceMinutes - 1);
    expect(await overdueOf()).toEqual([]);

    await backdate(bagArrivalGraceMinutes + 1);
    // Reads write nothing (the exceptions, the board, the trips): the overdue watch records it.
    await sortingBoardRow();
    await incomingTrip(trip.id);
    expect(await overdueOf()).toEqual([]);
    // Two processes looking at once record it once: one takes the turn, the other skips or finds it.
    const looks = await Promise.all([lookForOverdueBags(ctx.db), lookForOverdueBags(ctx.db)]);
    expect(looks.reduce<number>((sum, found) => sum + (found ?? 0), 0)).toBe(1);
    expect(await overdueOf()).toMatchObject([{ status: 'open', trackingId: null, hub: { code: 'DHK-SC' } }]);
    // Looked again: still one.
    expect(await lookForOverdueBags(ctx.db)).toBe(0);
    expect(await overdueOf()).toHaveLength(1);
    expect(await incomingTrip(trip.id)).toMatchObject({ status: 'unloading', bagsIn: 1 });

    expect((await scan(ctx, people.sorting, 'dhk-sc', 'receive_bag', late.code)).statusCode).toBe(200);
    expect(await overdueOf()).toMatchObject([{ status: 'resolved' }]);
    expect(await incomingTrip(trip.id)).toMatchObject({ status: 'arrived', bagsIn: 2 });
  });
});
