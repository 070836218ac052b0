import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestCode, post } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, useTestContext } from '../../test/helpers.ts';
import { hubStaffAt, riderAt, scan, useDemoNetwork } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';

/**
 * Random sequences of scans, bag operations, trips, deliveries and returns, sent through the API as
 * the field screens would, and moves tried by hand by random people (riders of either leg, an admin,
 * the merchant; refusals are part of the game), never leave a parcel with two holders or none, record
 * a scan for every handover, make no status its holder could not have made (issue 61), and every
 * parcel that went into a closed bag came out of it or is a missing exception.
 */

const ctx = useTestContext();
const hubs = ['dhk-mir', 'dhk-sc', 'rng'] as const;
type Hub = (typeof hubs)[number];

let admin: SignedIn;
let merchant: SignedIn;
let staff: Record<Hub, SignedIn>;
let pickupRider: TestRider;
let rangpurRider: TestRider;

beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin');
  merchant = await loginAs(ctx, 'customer');
  staff = {
    'dhk-mir': await hubStaffAt(ctx, 'dhk-mir', 'manager'),
    'dhk-sc': await hubStaffAt(ctx, 'dhk-sc', 'manager'),
    rng: await hubStaffAt(ctx, 'rng', 'manager'),
  };
  pickupRider = await riderAt(ctx, admin, 'dhk-mir');
  rangpurRider = await riderAt(ctx, admin, 'rng');
});

type Step =
  | { kind: 'receive' | 'handout'; hub: Hub; parcel: number }
  | { kind: 'openBag'; hub: Hub; to: Hub }
  | { kind: 'bag'; hub: Hub; parcel: number; bag: number }
  | { kind: 'seal' | 'dispatch' | 'reconcile'; bag: number }
  | { kind: 'receiveBag'; hub: Hub; bag: number }
  | { kind: 'assign'; parcel: number }
  | { kind: 'deliver' | 'refuse'; parcel: number }
  /** Someone tries a custody or status move by hand: the gate must let only the holder make it. */
  | { kind: 'act'; who: Who; what: Act; parcel: number };

const whos = ['pickupRider', 'rangpurRider', 'admin', 'merchant'] as const;
type Who = (typeof whos)[number];
const acts = ['inTransit', 'outForDelivery', 'returned', 'complete', 'fail'] as const;
type Act = (typeof acts)[number];

const hub = fc.constantFrom(...hubs);
const parcelIndex = fc.nat({ max: 3 });
const bagIndex = fc.nat({ max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('receive' as const, 'handout' as const), hub, parcel: parcelIndex }),
  fc.record({ kind: fc.constant('openBag' as const), hub, to: hub }),
  fc.record({ kind: fc.constant('bag' as const), hub, parcel: parcelIndex, bag: bagIndex }),
  fc.record({
    kind: fc.constantFrom('seal' as const, 'dispatch' as const, 'reconcile' as const),
    bag: bagIndex,
  }),
  fc.record({ kind: fc.constant('receiveBag' as const), hub, bag: bagIndex }),
  fc.record({
    kind: fc.constantFrom('assign' as const, 'deliver' as const, 'refuse' as const),
    parcel: parcelIndex,
  }),
  fc.record({
    kind: fc.constant('act' as const),
    who: fc.constantFrom(...whos),
    what: fc.constantFrom(...acts),
    parcel: parcelIndex,
  }),
);

/** A move tried by hand, as each caller's screen (or a crafted request) would send it. */
async function act(who: Who, what: Act, parcelId: string): Promise<void> {
  const caller = { pickupRider, rangpurRider, admin, merchant }[who];
  switch (what) {
    case 'inTransit':
      await requestAs(ctx, caller, 'PATCH', `/api/parcels/${parcelId}/status`, { status: 'in_transit' });
      return;
    case 'outForDelivery':
      await post(ctx, caller, `/api/deliveries/${parcelId}/out-for-delivery`);
      return;
    case 'returned':
      await post(ctx, caller, `/api/deliveries/${parcelId}/returned`, {});
      return;
    case 'complete':
      await post(ctx, caller, `/api/deliveries/${parcelId}/complete`, { code: '000000', cashCollected: 0 });
      return;
    case 'fail':
      await post(ctx, caller, `/api/deliveries/${parcelId}/attempts`, { reason: 'refused' });
      return;
  }
}

interface Run {
  parcels: { id: string; trackingId: string; receiverPhone: string | null; amount: number }[];
  bags: { id: string; code: string; from: Hub; to: Hub }[];
}

async function startRun(): Promise<Run> {
  const parcels: Run['parcels'] = [];
  for (const deliveryDistrict of ['rangpur', 'rangpur', 'dhaka', 'rangpur']) {
    const parcel = await insertParcel(ctx.db, merchant, {
      pickupDistrict: 'dhaka',
      pickupUpazila: 'mirpur',
      deliveryDistrict,
      ...(deliveryDistrict === 'dhaka' ? { deliveryUpazila: 'mirpur' } : {}),
      status: 'assigned',
      riderId: pickupRider.riderId,
    });
    // Picked up by its rider through the API: the handover from the merchant is recorded.
    const picked = await requestAs(ctx, pickupRider, 'PATCH', `/api/parcels/${parcel.id}/status`, {
      status: 'picked_up',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    parcels.push({
      id: parcel.id,
      trackingId: parcel.trackingId,
      receiverPhone: parcel.receiverPhone,
      amount: parcel.codAmountPoisha + parcel.deliveryFeePoisha,
    });
  }
  return { parcels, bags: [] };
}

async function statusOf(parcelId: string): Promise<string> {
  const result = (await ctx.db.execute(
    sql`select status from parcels where id = ${parcelId}`,
  )) as unknown as {
    rows: { status: string }[];
  };
  return result.rows[0]?.status ?? '';
}

async function play(run: Run, s: Step): Promise<void> {
  const parcel = 'parcel' in s ? run.parcels[s.parcel] : undefined;
  const bag = 'bag' in s ? run.bags[s.bag % Math.max(run.bags.length, 1)] : undefined;
  switch (s.kind) {
    case 'receive':
    case 'handout':
      if (parcel) await scan(ctx, staff[s.hub], s.hub, s.kind, parcel.trackingId);
      return;
    case 'openBag': {
      const opened = await post(ctx, staff[s.hub], `/api/network/hubs/${s.hub}/bags`, {
        destinationHubId: s.to,
      });
      if (opened.statusCode === 201) run.bags.push({ ...opened.json(), from: s.hub, to: s.to });
      return;
    }
    case 'bag':
      if (parcel && bag) await scan(ctx, staff[s.hub], s.hub, 'bag', parcel.trackingId, { bagId: bag.id });
      return;
    case 'seal':
      if (bag)
        await post(ctx, staff[bag.from], `/api/network/bags/${bag.id}/seal`, { sealNumber: `S-${bag.code}` });
      return;
    case 'dispatch':
      if (bag) {
        await post(ctx, staff[bag.from], `/api/network/hubs/${bag.from}/trips`, {
          destinationHubId: bag.to,
          vehicleNumber: 'DHAKA METRO-TA 11-2233',
          driverName: 'Abdul Malek',
          driverPhone: '01711223344',
          bagIds: [bag.id],
        });
      }
      return;
    case 'receiveBag':
      if (bag) await scan(ctx, staff[s.hub], s.hub, 'receive_bag', bag.code);
      return;
    case 'reconcile':
      if (bag) await post(ctx, staff[bag.to], `/api/network/bags/${bag.id}/reconcile`);
      return;
    case 'assign':
      if (parcel) {
        for (const at of ['rng', 'dhk-mir'] as const) {
          const riderId = at === 'rng' ? rangpurRider.riderId : pickupRider.riderId;
          await post(ctx, staff[at], `/api/network/hubs/${at}/assign`, { riderId, parcelIds: [parcel.id] });
        }
      }
      return;
    case 'act':
      if (parcel) await act(s.who, s.what, parcel.id);
      return;
    case 'deliver':
    case 'refuse': {
      if (!parcel || (await statusOf(parcel.id)) !== 'out_for_delivery') return;
      const rider = (await ctx.db.execute(
        sql`select rider_id from parcels where id = ${parcel.id}`,
      )) as unknown as {
        rows: { rider_id: string }[];
      };
      const who = rider.rows[0]?.rider_id === rangpurRider.riderId ? rangpurRider : pickupRider;
      if (s.kind === 'refuse') {
        await post(ctx, who, `/api/deliveries/${parcel.id}/attempts`, { reason: 'refused' });
        return;
      }
      const code = await latestCode(ctx, parcel);
      await post(ctx, who, `/api/deliveries/${parcel.id}/complete`, { code, cashCollected: parcel.amount });
      return;
    }
  }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function expectInvariants(run: Run): Promise<void> {
  const ids = sql.join(
    run.parcels.map((p) => sql`${p.id}`),
    sql`, `,
  );
  // Exactly one holder: a custody row for each parcel (the primary key forbids a second; the check
  // constraint one holder column per row).
  const holders = await rows<{ id: string; holders: number }>(sql`
    select p.id, count(c.parcel_id)::int as holders from parcels p left join parcel_custody c on c.parcel_id = p.id
    where p.id in (${ids}) group by p.id`);
  expect(holders.map((row) => row.holders)).toEqual(run.parcels.map(() => 1));
  // The holder agrees with the status where the status says who has it.
  const mismatched = await rows<{ status: string; holder_kind: string }>(sql`
    select p.status, c.holder_kind from parcels p join parcel_custody c on c.parcel_id = p.id
    where p.id in (${ids}) and (
      (p.status in ('delivered', 'delivered_approval_pending') and c.holder_kind <> 'receiver')
      or (p.status = 'out_for_delivery' and c.holder_kind <> 'rider')
      or (c.holder_kind = 'receiver' and p.status not in ('delivered', 'delivered_approval_pending')))`);
  expect(mismatched).toEqual([]);
  // Every parcel that went into a closed bag came out of it, or is a missing exception.
  const unaccounted = await rows<{ parcel_id: string }>(sql`
    select bi.parcel_id from bag_items bi join bags b on b.id = bi.bag_id
    where bi.parcel_id in (${ids}) and b.status = 'closed' and (
      bi.outcome is null
      or (bi.outcome = 'missing' and not exists (
        select 1 from network_exceptions e where e.parcel_id = bi.parcel_id and e.kind = 'missing' and e.bag_id = b.id))
      or (exists (select 1 from parcel_custody c where c.parcel_id = bi.parcel_id and c.bag_id = b.id)
        and bi.outcome <> 'missing'))`);
  expect(unaccounted).toEqual([]);
  // A scan for every handover: the last recorded handover of each parcel names its holder now (a
  // parcel with none is still its merchant's).
  const unrecorded = await rows<{ id: string; holder: string; last: string | null }>(sql`
    select p.id, c.holder_kind || coalesce(':' || coalesce(c.rider_id, c.hub_id, c.bag_id), '') as holder,
      (select e.to_holder from scan_events e where e.parcel_id = p.id and e.to_holder is not null
        order by e.id desc limit 1) as last
    from parcels p join parcel_custody c on c.parcel_id = p.id where p.id in (${ids})`);
  expect(unrecorded.filter((row) => (row.last ?? 'merchant') !== row.holder)).toEqual([]);
  // No status a holder could not have made: only a hub's scan puts a parcel in transit or hands it
  // out, and a return is closed only after its origin hub handed it to its rider.
  const impossible = await rows<{ to_status: string; actor_role: string }>(sql`
    select e.to_status, e.actor_role from parcel_events e join parcel_routes r on r.parcel_id = e.parcel_id
    where e.parcel_id in (${ids}) and (
      (e.to_status = 'in_transit' and e.actor_role <> 'hub')
      or (e.to_status = 'out_for_delivery' and e.from_status = 'in_transit' and e.actor_role <> 'hub')
      or (e.to_status = 'returned' and not exists (
        select 1 from scan_events s where s.parcel_id = e.parcel_id and s.action = 'handout'
          and s.hub_id = r.origin_hub_id and s.scanned_at >= (select max(t.created_at) from parcel_events t
            where t.parcel_id = e.parcel_id and t.to_status = 'returning'))))`);
  expect(impossible).toEqual([]);
}

describe('custody under random network work', () => {
  it('never leaves a parcel with two holders or none, and loses nothing in a bag without an exception', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        const run = await startRun();
        for (const s of steps) {
          await play(run, s);
          await expectInvariants(run);
        }
      }),
      { numRuns: 20, endOnFailure: true },
    );
  }, 240_000);

  it('replays a full journey in the generated language (the generator reaches delivery)', async () => {
    const run = await startRun();
    const journey: Step[] = [
      { kind: 'receive', hub: 'dhk-mir', parcel: 0 },
      { kind: 'openBag', hub: 'dhk-mir', to: 'dhk-sc' },
      { kind: 'bag', hub: 'dhk-mir', parcel: 0, bag: 0 },
      { kind: 'seal', bag: 0 },
      { kind: 'dispatch', bag: 0 },
      { kind: 'receiveBag', hub: 'dhk-sc', bag: 0 },
      { kind: 'receive', hub: 'dhk-sc', parcel: 0 },
      { kind: 'reconcile', bag: 0 },
      { kind: 'openBag', hub: 'dhk-sc', to: 'rng' },
      { kind: 'bag', hub: 'dhk-sc', parcel: 0, bag: 1 },
      { kind: 'seal', bag: 1 },
      { kind: 'dispatch', bag: 1 },
      { kind: 'receiveBag', hub: 'rng', bag: 1 },
      { kind: 'receive', hub: 'rng', parcel: 0 },
      { kind: 'assign', parcel: 0 },
      { kind: 'handout', hub: 'rng', parcel: 0 },
      { kind: 'deliver', parcel: 0 },
    ];
    for (const s of journey) {
      await play(run, s);
      await expectInvariants(run);
    }
    expect(await statusOf(run.parcels[0]?.id ?? '')).toBe('delivered');
  });
});
