import crypto from 'node:crypto';
import type { HubPosition, ScanAction } from '@desh/shared';
import { beforeAll, expect } from 'vitest';
import { hubRiders, hubStaff, type parcels } from '../db/schema/index.ts';
import { seedNetwork } from '../modules/network/network-seed.ts';
import { post } from './delivery-steps.ts';
import { insertParcel } from './factories.ts';
import { loginAs, type SignedIn, type TestContext } from './helpers.ts';
import { createApprovedRider, type riderForm, type TestRider } from './rider-steps.ts';

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

/** The seal `sendBag` puts on a bag: what an operator reads on it when it arrives untouched. */
export const sealOf = (bagCode: string) => `S-${bagCode}`;

/**
 * One scan as a field screen sends it; a fixed `scanId` to send the same scan twice. A bag scanned in
 * (`receive_bag`) is sent with the seal read on it: by default the one `sendBag` sealed it with.
 */
export function scan(
  ctx: TestContext,
  who: SignedIn,
  hubId: string,
  action: ScanAction,
  code: string,
  extra: { bagId?: string; scanId?: string; sealNumber?: string; riderId?: string } = {},
) {
  const sealNumber = extra.sealNumber ?? (action === 'receive_bag' ? sealOf(code) : undefined);
  return post(ctx, who, `/api/network/hubs/${hubId}/scans`, {
    code,
    action,
    scanId: extra.scanId ?? crypto.randomUUID(),
    deviceId: 'test-phone',
    ...(extra.bagId ? { bagId: extra.bagId } : {}),
    ...(sealNumber ? { sealNumber } : {}),
    ...(extra.riderId ? { riderId: extra.riderId } : {}),
  });
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
