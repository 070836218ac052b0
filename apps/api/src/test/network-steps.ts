import crypto from 'node:crypto';
import { type HubPosition, readScannedCode, type ScanAction } from '@desh/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { hubRiders, hubStaff, parcelRoutes, parcels, riders } from '../db/schema/index.ts';
import { authSecret } from '../lib/auth.ts';
import { labelCodes } from '../lib/label-code.ts';
import { fillMissingRoutes, seedNetwork } from '../modules/network/network-seed.ts';
import { insertParcel } from './factories.ts';
import { loginAs, requestAs, type SignedIn, type TestContext } from './helpers.ts';
import { createApprovedRider, type riderForm, type TestRider } from './rider-steps.ts';

const post = (ctx: TestContext, who: SignedIn, url: string, payload?: object) =>
  requestAs(ctx, who, 'POST', url, payload);

/** The demo network (hubs, coverage, lanes) in the test's database; ids are the codes in lower case. */
export const useDemoNetwork = (ctx: TestContext) => seedNetwork(ctx.db);

/**
 * The demo network and the people a hub test file works with, made once before its tests: an admin
 * and hub staff under the names the file gives them (their hub and position), in order. The object
 * is filled in by `beforeAll` (as `useTestContext` is): read its fields inside hooks and tests.
 */
export function useHubStaff<Name extends string>(
  ctx: TestContext,
  staff: Record<Name, readonly [hubId: string, position?: HubPosition]>,
): { admin: SignedIn } & Record<Name, SignedIn> {
  const people = {} as { admin: SignedIn } & Record<Name, SignedIn>;
  beforeAll(async () => {
    await useDemoNetwork(ctx);
    Object.assign(people, { admin: await loginAs(ctx, 'admin') });
    for (const [name, [hubId, position]] of Object.entries<readonly [string, HubPosition?]>(staff)) {
      Object.assign(people, { [name]: await hubStaffAt(ctx, hubId, position) });
    }
  });
  return people;
}

/** A user who works at `hubId` as manager or operator. */
export async function hubStaffAt(
  ctx: TestContext,
  hubId: string,
  position: HubPosition = 'operator',
): Promise<SignedIn> {
  const user = await loginAs(ctx, 'hub', `${hubId} ${position}`);
  await ctx.db.insert(hubStaff).values({ userId: user.userId, hubId, position });
  return user;
}

/** An approved rider who belongs to `hubId` (with the application's other details when given). */
export async function riderAt(
  ctx: TestContext,
  admin: SignedIn,
  hubId: string,
  name = `Rider of ${hubId}`,
  details: Partial<Record<keyof typeof riderForm, string>> = {},
): Promise<TestRider> {
  const rider = await createApprovedRider(ctx, admin, { ...details, fullName: name });
  await ctx.db.insert(hubRiders).values({ riderId: rider.riderId, hubId });
  return rider;
}

/**
 * What a parcel's printed label's barcode carries (tracking ID and check code), read as its sender
 * (or anyone who may print it) reads the label.
 */
export async function labelBarcode(ctx: TestContext, who: SignedIn, parcelId: string): Promise<string> {
  const label = await requestAs(ctx, who, 'GET', `/api/parcels/${parcelId}/label`);
  if (label.statusCode !== 200) throw new Error(`label: ${label.statusCode} ${label.body}`);
  return (label.json() as { barcode: string }).barcode;
}

/** The label's barcode as the test app prints it (its secret), for walks that have no sender at hand. */
export const printedLabel = (ctx: TestContext, trackingId: string) =>
  labelCodes(authSecret(ctx.env)).barcodeOf(trackingId);

/** The seal `sendBag` puts on a bag: what an operator reads on it when it arrives untouched. */
export const sealOf = (bagCode: string) => `S-${bagCode}`;

/**
 * One scan as a field screen sends it; a fixed `scanId` to send the same scan twice. A bag scanned in
 * (`receive_bag`) is sent with the seal read on it: by default the one `sendBag` sealed it with.
 */
export async function scan(
  ctx: TestContext,
  who: SignedIn,
  hubId: string,
  action: ScanAction,
  code: string,
  extra: { bagId?: string; scanId?: string; sealNumber?: string; riderId?: string } = {},
) {
  const sealNumber = extra.sealNumber ?? (action === 'receive_bag' ? sealOf(code) : undefined);
  // A handout names its rider (the hub's screen always does): unless told, the parcel's own.
  const riderId = extra.riderId ?? (action === 'handout' ? await riderOfParcel(ctx, code) : undefined);
  return post(ctx, who, `/api/network/hubs/${hubId}/scans`, {
    code,
    action,
    scanId: extra.scanId ?? crypto.randomUUID(),
    deviceId: 'test-phone',
    ...(extra.bagId ? { bagId: extra.bagId } : {}),
    ...(sealNumber ? { sealNumber } : {}),
    ...(riderId ? { riderId } : {}),
  });
}

/** The rider a parcel (by its label) is assigned to, if any. */
async function riderOfParcel(ctx: TestContext, code: string): Promise<string | undefined> {
  const read = readScannedCode(code);
  if (read?.kind !== 'parcel') return undefined;
  const { trackingId } = read;
  const [row] = await ctx.db
    .select({ riderId: parcels.riderId })
    .from(parcels)
    .where(eq(parcels.trackingId, trackingId));
  return row?.riderId ?? undefined;
}

/**
 * Bags parcels at `from` for `to`, seals the bag and sends it on a trip: the bag's id.
 * Each parcel must be at `from` (received there).
 */
export async function sendBag(
  ctx: TestContext,
  operator: SignedIn,
  from: string,
  to: string,
  trackingIds: string[],
): Promise<{ bagId: string; bagCode: string }> {
  const opened = await post(ctx, operator, `/api/network/hubs/${from}/bags`, { destinationHubId: to });
  if (opened.statusCode !== 201) throw new Error(`open bag: ${opened.statusCode} ${opened.body}`);
  const bag = opened.json() as { id: string; code: string };
  for (const trackingId of trackingIds) {
    const bagged = await scan(ctx, operator, from, 'bag', trackingId, { bagId: bag.id });
    if (bagged.statusCode !== 200) throw new Error(`bag ${trackingId}: ${bagged.statusCode} ${bagged.body}`);
  }
  const sealed = await post(ctx, operator, `/api/network/bags/${bag.id}/seal`, {
    sealNumber: sealOf(bag.code),
  });
  if (sealed.statusCode !== 200) throw new Error(`seal: ${sealed.statusCode} ${sealed.body}`);
  const trip = await post(ctx, operator, `/api/network/hubs/${from}/trips`, {
    destinationHubId: to,
    vehicleNumber: 'DHAKA METRO-TA 11-2233',
    driverName: 'Abdul Malek',
    driverPhone: '01711223344',
    bagIds: [bag.id],
  });
  if (trip.statusCode !== 201) throw new Error(`trip: ${trip.statusCode} ${trip.body}`);
  return { bagId: bag.id, bagCode: bag.code };
}

/**
 * A pending parcel booked from a Mirpur store to Rangpur (unless `overrides` say otherwise), assigned
 * by `admin` to `rider` and picked up by them.
 */
export async function pickedUpBy(
  ctx: TestContext,
  people: { merchant: SignedIn; admin: SignedIn; rider: TestRider },
  overrides: Partial<typeof parcels.$inferInsert> = {},
) {
  const parcel = await insertParcel(ctx.db, people.merchant, {
    pickupDistrict: 'dhaka',
    pickupUpazila: 'mirpur',
    deliveryDistrict: 'rangpur',
    deliveryAddress: 'Station Road, Rangpur',
    ...overrides,
  });
  const assigned = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/parcels/assign/${parcel.id}`,
    headers: people.admin.headers,
    payload: { riderId: people.rider.riderId },
  });
  expect(assigned.statusCode).toBe(200);
  const picked = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/parcels/${parcel.id}/status`,
    headers: people.rider.headers,
    payload: { status: 'picked_up' },
  });
  expect(picked.statusCode).toBe(200);
  return parcel;
}

/** A manager at each hub a walk passes, made once per test context (they scan and assign). */
const roadStaff = new WeakMap<TestContext, Map<string, Promise<SignedIn>>>();

function managerOf(ctx: TestContext, hubId: string): Promise<SignedIn> {
  let staff = roadStaff.get(ctx);
  if (!staff) {
    staff = new Map();
    roadStaff.set(ctx, staff);
  }
  let manager = staff.get(hubId);
  if (!manager) {
    manager = hubStaffAt(ctx, hubId, 'manager');
    staff.set(hubId, manager);
  }
  return manager;
}

async function scanned(response: Awaited<ReturnType<typeof scan>>, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as { parcel?: { nextHub: { id: string } | null } };
}

/** A parcel with its route, as the walks below read it. */
async function parcelOnRoad(ctx: TestContext, parcelId: string) {
  await useDemoNetwork(ctx);
  // A parcel booked while the app's cached network was still empty has its hubs filled in; one booked
  // without districts (which the coverage needs) is given Mirpur hub at both ends.
  await fillMissingRoutes(ctx.db);
  await ctx.db
    .update(parcelRoutes)
    .set({
      originHubId: sql`coalesce(${parcelRoutes.originHubId}, 'dhk-mir')`,
      destinationHubId: sql`coalesce(${parcelRoutes.destinationHubId}, 'dhk-mir')`,
    })
    .where(eq(parcelRoutes.parcelId, parcelId));
  const [row] = await ctx.db
    .select({ parcel: parcels, route: parcelRoutes })
    .from(parcels)
    .innerJoin(parcelRoutes, eq(parcelRoutes.parcelId, parcels.id))
    .where(eq(parcels.id, parcelId));
  if (!row?.route.originHubId || !row.route.destinationHubId) throw new Error('the parcel has no route');
  return {
    parcel: row.parcel,
    origin: row.route.originHubId as string,
    destination: row.route.destinationHubId as string,
  };
}

/**
 * Hands a parcel in at `from` (a rider bringing it) and carries it bag by bag, hub by hub, to `to`,
 * where it is received out of the last bag. The hubs scan its printed label (the walks make up
 * riders and routes, so the parcel is not always expected where it is handed in).
 */
async function carry(ctx: TestContext, trackingId: string, from: string, to: string): Promise<void> {
  let hubId = from;
  const label = printedLabel(ctx, trackingId);
  let answer = await scanned(
    await scan(ctx, await managerOf(ctx, hubId), hubId, 'receive', label),
    `receive at ${hubId}`,
  );
  while (hubId !== to) {
    const next = answer.parcel?.nextHub?.id;
    if (!next) throw new Error(`no next hub from ${hubId}`);
    const { bagCode } = await sendBag(ctx, await managerOf(ctx, hubId), hubId, next, [trackingId]);
    const there = await managerOf(ctx, next);
    await scanned(await scan(ctx, there, next, 'receive_bag', bagCode), `bag at ${next}`);
    answer = await scanned(await scan(ctx, there, next, 'receive', label), `receive at ${next}`);
    hubId = next;
  }
}

/** The hub's manager makes `rider` a rider of the hub, gives them the parcel and hands it out. */
async function handOutTo(
  ctx: TestContext,
  rider: SignedIn,
  hubId: string,
  parcel: { id: string; trackingId: string },
) {
  const [application] = await ctx.db
    .select({ id: riders.id })
    .from(riders)
    .where(eq(riders.userId, rider.userId));
  if (!application) throw new Error('not a rider');
  await ctx.db
    .insert(hubRiders)
    .values({ riderId: application.id, hubId })
    .onConflictDoUpdate({ target: hubRiders.riderId, set: { hubId } });
  const manager = await managerOf(ctx, hubId);
  const assigned = await post(ctx, manager, `/api/network/hubs/${hubId}/assign`, {
    riderId: application.id,
    parcelIds: [parcel.id],
  });
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.statusCode} ${assigned.body}`);
  await scanned(await scan(ctx, manager, hubId, 'handout', parcel.trackingId), 'handout');
}

/**
 * Walks a parcel its rider has been assigned to along the one road to their door (issue 61): the
 * rider picks it up and hands it in at its origin hub; it travels to its last-mile hub, whose manager
 * gives it to `rider` (made a rider of that hub) and hands it out: the parcel is out for delivery in
 * the rider's hands. Lays down the demo network when there is none.
 */
export async function walkToDoor(ctx: TestContext, rider: SignedIn, parcelId: string): Promise<void> {
  const { parcel, origin, destination } = await parcelOnRoad(ctx, parcelId);
  if (parcel.status === 'assigned') {
    const picked = await requestAs(ctx, rider, 'PATCH', `/api/parcels/${parcelId}/status`, {
      status: 'picked_up',
    });
    if (picked.statusCode !== 200) throw new Error(`picked up: ${picked.statusCode} ${picked.body}`);
  }
  await carry(ctx, parcel.trackingId, origin, destination);
  await handOutTo(ctx, rider, destination, parcel);
}

/**
 * A returning parcel's road back (issue 61 item 3): its delivery rider hands it in at the last-mile
 * hub, it travels back to its origin hub, whose manager gives it to `rider` (made a rider of that hub)
 * to hand to the sender.
 */
export async function walkBackToOrigin(ctx: TestContext, rider: SignedIn, parcelId: string): Promise<void> {
  const { parcel, origin, destination } = await parcelOnRoad(ctx, parcelId);
  // Already back with its merchant (a test sending the handover again): nothing to walk.
  if (parcel.status !== 'returning') return;
  await carry(ctx, parcel.trackingId, destination, origin);
  await handOutTo(ctx, rider, origin, parcel);
}

/**
 * A parcel its delivery rider holds (pulled back from the door by an admin, say) handed in at its
 * last-mile hub and handed out to `rider` again.
 */
export async function handInAndOutAgain(ctx: TestContext, rider: SignedIn, parcelId: string): Promise<void> {
  const { parcel, destination } = await parcelOnRoad(ctx, parcelId);
  await carry(ctx, parcel.trackingId, destination, destination);
  await handOutTo(ctx, rider, destination, parcel);
}
