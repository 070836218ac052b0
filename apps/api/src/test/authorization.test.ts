import crypto from 'node:crypto';
import { dhakaDate, type ParcelStatus } from '@desh/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  bags,
  cashHandovers,
  deliveryApprovals,
  deliveryCodes,
  hiddenReceiverRecords,
  hubLanes,
  hubRemittances,
  hubRiders,
  hubStaff,
  networkExceptions,
  parcelCustody,
  parcelRoutes,
  publicHolidays,
  receiverCalls,
  riders,
  scanEvents,
  sessions,
  stores,
  users,
  webhookEndpoints,
  webhookMessages,
} from '../db/schema/index.ts';
import { generateApiKey } from '../modules/api-keys/api-key-secret.ts';
import { recordDeliveryCollection } from '../modules/ledger/ledger.service.ts';
import { issueReceiverLink } from '../modules/receivers/receiver-links.service.ts';
import { insertDeliveryPhoto } from './delivery-steps.ts';
import { bookingInput, insertParcel } from './factories.ts';
import { createTestContext, loginAs, type SignedIn, signUp, type TestContext } from './helpers.ts';
import { tinyPng } from './image-fixtures.ts';
import { hubStaffAt, useDemoNetwork } from './network-steps.ts';
import { createApprovedRider, riderForm, type TestRider } from './rider-steps.ts';
import { withPassword } from './step-up-steps.ts';

/**
 * Every endpoint of the API, called as each kind of caller, with the exact status each must get.
 * A route the app serves but this table lacks fails the test, and so does a row for a route that is gone.
 */

const actors = [
  'anonymous',
  'customer',
  'otherCustomer',
  'rider',
  'otherRider',
  'hubStaff',
  'otherHubStaff',
  'admin',
] as const;
type Actor = (typeof actors)[number];
type Expected = Record<Actor, number>;

interface World {
  ctx: TestContext;
  customer: SignedIn;
  otherCustomer: SignedIn;
  rider: TestRider;
  otherRider: TestRider;
  /** The manager of the Mirpur hub (dhk-mir); the other works at Rangpur (rng). */
  hubStaff: SignedIn;
  otherHubStaff: SignedIn;
  admin: SignedIn;
}

interface Call {
  url: string;
  body?: unknown;
  /** Added to (or replacing) the caller's own headers: the metrics scraper's token, a multipart type. */
  headers?: Record<string, string>;
  /** Server-Sent Events: only the status line is read, then the stream is dropped. */
  stream?: boolean;
}

interface Row {
  method: HTTPMethods;
  /** The route as registered; `:name` parameters. */
  route: string;
  /** What differs when a route has more than one row. */
  variant?: string;
  /**
   * Builds the request for one caller; runs again for every caller, so each gets fresh records.
   * Without it, the request is the route itself, with no body.
   */
  call?(world: World, actor: Actor): Call | Promise<Call>;
  /** Undoes what one call left behind that would change another caller's answer. */
  cleanup?(world: World): Promise<void>;
  expected: Expected;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  customer: status,
  otherCustomer: status,
  rider: status,
  otherRider: status,
  hubStaff: status,
  otherHubStaff: status,
  admin: status,
});
/** Hub work: the Mirpur hub's staff and admins get `status`, other hubs' staff 403, everyone else 403. */
const atMirpurHub = (status: number): Expected => ({ ...adminOnly(status), hubStaff: status });
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({ ...everyone(403), anonymous: 401, admin: status });

const metricsToken = 'metrics-token-for-the-authorization-test';
const onePixelPng = tinyPng();

const bookingBody = bookingInput();

/** A user and a pending application written straight to the tables (no sign-in needed for them). */
async function insertApplicant(world: World): Promise<string> {
  const userId = crypto.randomUUID();
  await world.ctx.db.insert(users).values({ id: userId, name: 'Applicant', email: `${userId}@example.test` });
  const riderId = crypto.randomUUID();
  await world.ctx.db.insert(riders).values({
    id: riderId,
    userId,
    ...riderForm,
    name: 'Applicant',
    email: `${userId}@example.test`,
  });
  return riderId;
}

/** A private link to a fresh parcel of the customer's, as the receiver's SMS carries it. */
async function receiverToken(world: World): Promise<string> {
  const parcel = await insertParcel(world.ctx.db, world.customer);
  return issueReceiverLink(world.ctx.db, parcel.id);
}

/** A new open bag at the Mirpur hub, for Tejgaon (the sorting centre). */
async function openMirpurBag(world: World): Promise<string> {
  const id = crypto.randomUUID();
  await world.ctx.db.insert(bags).values({
    id,
    code: `BAG-${id.slice(0, 8).toUpperCase()}`,
    originHubId: 'dhk-mir',
    destinationHubId: 'dhk-sc',
  });
  return id;
}

/** An open damage report at the Mirpur hub. */
async function mirpurException(world: World): Promise<string> {
  const parcel = await insertParcel(world.ctx.db, world.customer);
  const id = crypto.randomUUID();
  await world.ctx.db.insert(networkExceptions).values({
    id,
    parcelId: parcel.id,
    kind: 'damaged',
    hubId: 'dhk-mir',
    lastHolder: 'merchant',
    note: 'Box torn',
  });
  return id;
}

async function insertUser(world: World): Promise<string> {
  const id = crypto.randomUUID();
  await world.ctx.db.insert(users).values({ id, name: 'Someone', email: `${id}@example.test` });
  return id;
}

function multipartImage(): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----desh${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    onePixelPng,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A delivered COD parcel of the customer, carried by `rider`, with its collection in the ledger. */
async function postedDelivery(world: World, rider: TestRider = world.rider): Promise<number> {
  const parcel = await insertParcel(world.ctx.db, world.customer, {
    status: 'delivered',
    riderId: rider.riderId,
  });
  const { entryId } = await world.ctx.db.transaction((tx) =>
    recordDeliveryCollection(tx, {
      parcelId: parcel.id,
      riderId: rider.riderId,
      merchantId: world.customer.userId,
      paymentMethod: 'cod',
      collectedPoisha: parcel.deliveryFeePoisha + parcel.codAmountPoisha,
      codPoisha: parcel.codAmountPoisha,
      feePoisha: parcel.deliveryFeePoisha,
    }),
  );
  return entryId;
}

/** A payout to the customer out of a fresh collection, recorded by the admin: its id. */
async function customerPayout(world: World): Promise<string> {
  await postedDelivery(world);
  const paid = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/ledger/payouts',
    headers: world.admin.headers,
    payload: {
      merchantId: world.customer.userId,
      amountPoisha: 100,
      method: 'bkash',
      reference: 'TRX-PARCELS',
      idempotencyKey: crypto.randomUUID(),
    },
  });
  if (paid.statusCode !== 201) throw new Error(`payout for the matrix: ${paid.body}`);
  return paid.json().id;
}

async function declaredHandover(world: World): Promise<string> {
  const id = crypto.randomUUID();
  await world.ctx.db
    .insert(cashHandovers)
    .values({ id, riderId: world.rider.riderId, idempotencyKey: `authz-${id}`, declaredPoisha: 100 });
  return id;
}

/** A rider of the Mirpur hub, made once in each world. */
const mirpurRiders = new WeakMap<World, TestRider>();
async function riderOfMirpur(world: World): Promise<TestRider> {
  const made = mirpurRiders.get(world);
  if (made) return made;
  const rider = await createApprovedRider(world.ctx, world.admin, { fullName: 'Mirpur Rider' });
  await world.ctx.db.insert(hubRiders).values({ riderId: rider.riderId, hubId: 'dhk-mir' });
  mirpurRiders.set(world, rider);
  return rider;
}

/** A Mirpur rider's declared handover of cash collected at a door. */
async function mirpurHandover(world: World): Promise<string> {
  const rider = await riderOfMirpur(world);
  await postedDelivery(world, rider);
  const id = crypto.randomUUID();
  await world.ctx.db
    .insert(cashHandovers)
    .values({ id, riderId: rider.riderId, idempotencyKey: `authz-${id}`, declaredPoisha: 100 });
  return id;
}

/** Cash at the Mirpur hub: a Mirpur rider's handover counted there (by an admin). */
async function mirpurHubCash(world: World): Promise<void> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/ledger/hubs/dhk-mir/handovers/${await mirpurHandover(world)}/confirm`,
    headers: world.admin.headers,
    payload: { countedPoisha: 100 },
  });
  if (response.statusCode !== 200) throw new Error(`hub count: ${response.statusCode} ${response.body}`);
}

/** A remittance of the Mirpur hub declared by its manager, waiting for head office. */
async function mirpurRemittance(world: World): Promise<string> {
  await mirpurHubCash(world);
  const id = crypto.randomUUID();
  await world.ctx.db.insert(hubRemittances).values({
    id,
    hubId: 'dhk-mir',
    idempotencyKey: `authz-${id}`,
    declaredPoisha: 100,
    reference: 'DEP-AUTHZ',
    declaredBy: world.hubStaff.userId,
  });
  return id;
}

const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

/** A webhook endpoint of the customer's (a local URL: private targets are allowed in tests). */
async function customerEndpoint(world: World): Promise<string> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: world.customer.headers,
    payload: { url: 'http://127.0.0.1:9/hook', events: ['parcel.status_changed'] },
  });
  return (response.json() as { id: string }).id;
}

/** A queued webhook message of the customer's: an endpoint, then a booking that raises an event. */
async function customerWebhookMessage(world: World): Promise<string> {
  const endpointId = await customerEndpoint(world);
  await world.ctx.app.inject({
    method: 'POST',
    url: '/api/parcels',
    headers: world.customer.headers,
    payload: bookingBody,
  });
  const [message] = await world.ctx.db
    .select({ id: webhookMessages.messageId })
    .from(webhookMessages)
    .where(eq(webhookMessages.endpointId, endpointId));
  if (!message) throw new Error('no webhook message was queued');
  return message.id;
}

/** A merchant keeps at most 10 endpoints: each row starts from none. */
const dropEndpoints = async (world: World) => {
  await world.ctx.db.delete(webhookEndpoints);
};

const ownerOnly = (status: number): Expected => ({ ...everyone(404), anonymous: 401, customer: status });

async function insertStore(world: World): Promise<string> {
  const id = crypto.randomUUID();
  await world.ctx.db.insert(stores).values({
    id,
    ownerId: world.customer.userId,
    name: 'Outlet',
    contactPhone: '01712345678',
    address: 'House 5, Road 7',
    district: 'dhaka',
    upazila: 'dhanmondi',
  });
  return id;
}

/** A live API key of the customer, written straight to the table. */
async function insertApiKey(world: World): Promise<{ id: string; key: string }> {
  const secret = generateApiKey();
  const id = crypto.randomUUID();
  await world.ctx.db.insert(apiKeys).values({
    id,
    userId: world.customer.userId,
    name: 'Shop',
    prefix: secret.prefix,
    keyHash: secret.hash,
    rateLimitPerMinute: 1000,
  });
  return { id, key: secret.key };
}

/** A second session of the customer's (a phone), written straight to the table. */
async function insertCustomerSession(world: World): Promise<string> {
  const id = crypto.randomUUID();
  await world.ctx.db.insert(sessions).values({
    id,
    token: crypto.randomBytes(24).toString('hex'),
    userId: world.customer.userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return id;
}

/** The same call made with the customer's API key instead of each caller's credentials. */
async function withCustomerKey(world: World, call: Call): Promise<Call> {
  const { key } = await insertApiKey(world);
  return { ...call, headers: { ...call.headers, authorization: `Bearer ${key}` } };
}

/** A support request the customer wrote while signed in. */
async function customerSupportRequest(world: World): Promise<string> {
  const response = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/support/requests',
    headers: world.customer.headers,
    payload: {
      name: 'Customer',
      email: world.customer.email,
      topic: 'parcel',
      message: 'Where is my parcel?',
    },
  });
  return (response.json() as { id: string }).id;
}

const hubBody = {
  name: 'Authz hub',
  nameBn: 'অনুমতি হাব',
  district: 'rangpur',
  address: 'Station Road, Rangpur',
  kinds: ['pickup', 'last_mile'],
};
let hubCodes = 0;
const nextHubCode = () => {
  hubCodes += 1;
  return `AZ-${hubCodes}`;
};

const dropTestLane = async (world: World) => {
  await world.ctx.db.delete(hubLanes).where(and(eq(hubLanes.hubA, 'rng'), eq(hubLanes.hubB, 'syl')));
};

const rows: Row[] = [
  { method: 'GET', route: '/api/health', expected: everyone(200) },
  { method: 'GET', route: '/api/ready', expected: everyone(200) },
  { method: 'GET', route: '/api/config', expected: everyone(200) },
  {
    method: 'GET',
    route: '/api/metrics',
    variant: 'with each caller’s own credentials',
    expected: everyone(401),
  },
  {
    method: 'GET',
    route: '/api/metrics',
    variant: 'with the metrics token',
    call: () => ({ url: '/api/metrics', headers: { authorization: `Bearer ${metricsToken}` } }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/quote',
    call: () => ({ url: '/api/quote?pickupDistrict=dhaka&deliveryDistrict=jashore&parcelType=small' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/holidays',
    call: () => ({ url: '/api/holidays?year=2026' }),
    expected: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/holidays/:date',
    call: () => ({ url: '/api/holidays/2031-12-16', body: { nameEn: 'Victory Day', nameBn: 'বিজয় দিবস' } }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/holidays/:date',
    call: async (w) => {
      await w.ctx.db
        .insert(publicHolidays)
        .values({ date: '2031-03-26', nameEn: 'Independence Day', nameBn: 'স্বাধীনতা দিবস' })
        .onConflictDoNothing();
      return { url: '/api/holidays/2031-03-26' };
    },
    expected: adminOnly(204),
  },
  { method: 'GET', route: '/api/admin/rate-cards', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/rate-cards',
    call: (w) => ({
      url: '/api/admin/rate-cards',
      body: { merchantEmail: w.customer.email, effectiveFrom: dhakaDate(), cells: { 'base.same_city': 55 } },
    }),
    expected: adminOnly(201),
  },
  { method: 'GET', route: '/api/rate-card', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/newsletter',
    call: () => ({ url: '/api/newsletter', body: { email: `news-${crypto.randomUUID()}@example.test` } }),
    expected: everyone(201),
  },
  {
    method: 'GET',
    route: '/api/users/:email',
    variant: 'the customer’s record',
    call: (w) => ({ url: `/api/users/${w.customer.email}` }),
    expected: { ...adminOnly(200), customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/users',
    variant: 'saving the customer’s record',
    call: (w) => ({ url: '/api/users', body: { email: w.customer.email } }),
    expected: { ...everyone(403), anonymous: 401, customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/uploads',
    call: () => ({ url: '/api/uploads', ...multipartImage() }),
    expected: signedIn(201),
  },
  { method: 'GET', route: '/api/users', expected: adminOnly(200) },
  {
    method: 'PATCH',
    route: '/api/users/:id/role',
    call: async (w) => ({ url: `/api/users/${await insertUser(w)}/role`, body: { role: 'admin' } }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/stats', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/users/:id/suspend',
    call: async (w) => ({ url: `/api/users/${await insertUser(w)}/suspend`, body: { reason: 'Lost phone' } }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/users/:id/reactivate',
    call: async (w) => {
      const id = await insertUser(w);
      await w.ctx.db
        .update(users)
        .set({ suspendedAt: new Date(), suspendedReason: 'Lost phone' })
        .where(eq(users.id, id));
      return { url: `/api/users/${id}/reactivate` };
    },
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/invites',
    call: () => ({
      url: '/api/admin/invites',
      body: {
        phone: `017${String(crypto.randomInt(10_000_000, 99_999_999))}`,
        name: 'New Operator',
        role: 'hub',
        hubId: 'dhk-mir',
      },
    }),
    expected: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/admin/parcels/search',
    call: () => ({ url: '/api/admin/parcels/search?q=01812345678' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/parcels/:trackingId/story',
    call: async (w) => {
      const parcel = await insertParcel(w.ctx.db, w.customer);
      return { url: `/api/admin/parcels/${parcel.trackingId}/story` };
    },
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/parcels/:trackingId/actions',
    call: async (w) => {
      const parcel = await insertParcel(w.ctx.db, w.customer);
      return {
        url: `/api/admin/parcels/${parcel.trackingId}/actions`,
        body: { action: 'hold', reason: 'The merchant asked us to wait' },
      };
    },
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/parcels',
    call: () => ({ url: '/api/parcels', body: bookingBody }),
    expected: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/parcels/bulk',
    call: () => ({ url: '/api/parcels/bulk', body: { parcels: [bookingBody] } }),
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/webhooks',
    call: () => ({
      url: '/api/webhooks',
      body: { url: 'http://127.0.0.1:9/hook', events: ['parcel.delivered'] },
    }),
    cleanup: dropEndpoints,
    expected: signedIn(201),
  },
  { method: 'GET', route: '/api/webhooks', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/webhooks/:id',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/webhooks/:id',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}`, body: { enabled: false } }),
    cleanup: dropEndpoints,
    expected: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/webhooks/:id',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(204),
  },
  {
    method: 'POST',
    route: '/api/webhooks/:id/rotate-secret',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}/rotate-secret` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/webhooks/:id/test',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}/test` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(202),
  },
  {
    method: 'GET',
    route: '/api/webhooks/:id/messages',
    call: async (w) => ({ url: `/api/webhooks/${await customerEndpoint(w)}/messages` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/webhooks/messages/:messageId/resend',
    call: async (w) => ({ url: `/api/webhooks/messages/${await customerWebhookMessage(w)}/resend` }),
    cleanup: dropEndpoints,
    expected: ownerOnly(202),
  },
  { method: 'GET', route: '/api/parcels', variant: 'one’s own', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/parcels',
    variant: 'the customer’s, by email',
    call: (w) => ({ url: `/api/parcels?email=${encodeURIComponent(w.customer.email)}` }),
    expected: { ...adminOnly(200), customer: 200 },
  },
  { method: 'GET', route: '/api/parcels/pickup-progress', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/parcels/dashboard',
    variant: 'each merchant its own, never staff',
    expected: { ...everyone(403), anonymous: 401, customer: 200, otherCustomer: 200 },
  },
  { method: 'GET', route: '/api/parcels/export', variant: 'one’s own', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/parcels/export',
    variant: 'the customer’s, by email',
    call: (w) => ({ url: `/api/parcels/export?email=${encodeURIComponent(w.customer.email)}` }),
    expected: { ...adminOnly(200), customer: 200 },
  },
  {
    method: 'GET',
    route: '/api/parcels/:id',
    variant: 'the customer’s parcel, assigned to the rider',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).id}`,
    }),
    expected: { ...adminOnly(200), customer: 200, rider: 200 },
  },
  {
    method: 'GET',
    route: '/api/parcels/:id/label',
    variant: 'the customer’s parcel, assigned to the rider',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).id}/label`,
    }),
    expected: { ...adminOnly(200), customer: 200, rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/parcels/:id/cancel',
    variant: 'the customer’s pending parcel',
    call: async (w) => ({ url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer)).id}/cancel` }),
    expected: { ...everyone(403), anonymous: 401, customer: 200, admin: 200 },
  },
  { method: 'GET', route: '/api/parcels/pending', expected: adminOnly(200) },
  {
    method: 'PATCH',
    route: '/api/parcels/assign/:id',
    call: async (w) => ({
      url: `/api/parcels/assign/${(await insertParcel(w.ctx.db, w.customer)).id}`,
      body: { riderId: w.rider.riderId },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/parcels/assigned',
    expected: { ...adminOnly(200), rider: 200, otherRider: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/parcels/:id/status',
    variant: 'picking up the rider’s parcel',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).id}/status`,
      body: { status: 'picked_up' },
    }),
    expected: { ...adminOnly(200), rider: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/parcels/:id/status',
    variant: 'walking the rider’s picked-up parcel on to in transit (issue 61: only a hub scan)',
    call: async (w) => ({
      url: `/api/parcels/${(await riderParcel(w, 'picked_up')).id}/status`,
      body: { status: 'in_transit' },
    }),
    expected: { ...adminOnly(409), rider: 409 },
  },
  {
    method: 'GET',
    route: '/api/parcels/stream',
    call: () => ({ url: '/api/parcels/stream', stream: true }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/track/:trackingId',
    call: async (w) => ({ url: `/api/track/${(await insertParcel(w.ctx.db, w.customer)).trackingId}` }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/parcels/:trackingId/page',
    variant: 'the customer’s parcel, assigned to the rider',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).trackingId}/page`,
    }),
    expected: { ...everyone(403), anonymous: 401, customer: 200, rider: 200, admin: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/parcels/:trackingId/receiver',
    variant: 'the customer’s pending parcel',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer)).trackingId}/receiver`,
      body: { receiverName: 'Shirin Akter' },
    }),
    // Admins correct from the parcel desk, with a reason.
    expected: { ...everyone(403), anonymous: 401, customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/parcels/:trackingId/receiver-request/accept',
    variant: 'the customer’s pending parcel (no failed attempt, no request)',
    call: async (w) => ({
      url: `/api/parcels/${(await insertParcel(w.ctx.db, w.customer)).trackingId}/receiver-request/accept`,
    }),
    expected: { ...everyone(403), anonymous: 401, customer: 409 },
  },
  {
    method: 'GET',
    route: '/api/track/:trackingId/history',
    variant: 'the customer’s parcel, assigned to the rider',
    call: async (w) => ({
      url: `/api/track/${(await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).trackingId}/history`,
    }),
    // Everyone signed in gets the steps; only these three get the notes (public-timeline.test.ts).
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/track/:trackingId/events',
    call: async (w) => ({
      url: `/api/track/${(await insertParcel(w.ctx.db, w.customer)).trackingId}/events`,
      stream: true,
    }),
    expected: everyone(200),
  },
  { method: 'GET', route: '/api/riders/me', expected: { ...everyone(200), anonymous: 401 } },
  {
    method: 'POST',
    route: '/api/riders',
    variant: 'riders already have an approved application',
    call: () => ({ url: '/api/riders', body: riderForm }),
    async cleanup(w) {
      const ids = [w.customer.userId, w.otherCustomer.userId, w.admin.userId];
      await w.ctx.db.delete(riders).where(inArray(riders.userId, ids));
    },
    expected: { ...everyone(201), anonymous: 401, rider: 409, otherRider: 409 },
  },
  { method: 'GET', route: '/api/riders', expected: adminOnly(200) },
  { method: 'GET', route: '/api/areas', expected: everyone(200) },
  {
    method: 'GET',
    route: '/api/areas/:district',
    call: () => ({ url: '/api/areas/chattogram' }),
    expected: everyone(200),
  },
  { method: 'GET', route: '/api/stores', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/stores',
    call: () => ({
      url: '/api/stores',
      body: { name: 'Outlet', contactPhone: '01712345678', address: 'Road 7', district: 'dhaka' },
    }),
    expected: signedIn(201),
  },
  {
    method: 'PATCH',
    route: '/api/stores/:id',
    variant: 'the customer’s store',
    call: async (w) => ({ url: `/api/stores/${await insertStore(w)}`, body: { name: 'Renamed' } }),
    expected: { ...everyone(404), anonymous: 401, customer: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/stores/:id',
    variant: 'the customer’s store',
    call: async (w) => ({ url: `/api/stores/${await insertStore(w)}` }),
    expected: { ...everyone(404), anonymous: 401, customer: 204 },
  },
  {
    method: 'GET',
    route: '/api/stores',
    variant: 'with the customer’s API key',
    call: (w) => withCustomerKey(w, { url: '/api/stores' }),
    expected: everyone(200),
  },
  { method: 'GET', route: '/api/api-keys', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/api-keys',
    call: () => ({ url: '/api/api-keys', body: { name: 'Shop' } }),
    async cleanup(w) {
      await w.ctx.db.delete(apiKeys);
    },
    expected: signedIn(201),
  },
  {
    method: 'DELETE',
    route: '/api/api-keys/:id',
    variant: 'the customer’s key',
    call: async (w) => ({ url: `/api/api-keys/${(await insertApiKey(w)).id}` }),
    expected: { ...everyone(404), anonymous: 401, customer: 204 },
  },
  {
    method: 'POST',
    route: '/api/api-keys/:id/confirm',
    variant: 'the customer’s key',
    call: async (w) => ({ url: `/api/api-keys/${(await insertApiKey(w)).id}/confirm`, body: {} }),
    expected: { ...everyone(404), anonymous: 401, customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/api-keys/:id/confirm',
    variant: 'with the customer’s API key, on that key',
    call: async (w) => {
      const { id, key } = await insertApiKey(w);
      return { url: `/api/api-keys/${id}/confirm`, body: {}, headers: { authorization: `Bearer ${key}` } };
    },
    expected: everyone(403),
  },
  {
    method: 'DELETE',
    route: '/api/sessions/:id',
    variant: 'another session of the customer’s',
    call: async (w) => ({ url: `/api/sessions/${await insertCustomerSession(w)}` }),
    expected: { ...everyone(404), anonymous: 401, customer: 204 },
  },
  {
    method: 'DELETE',
    route: '/api/sessions/:id',
    variant: 'with the customer’s API key',
    call: (w) => withCustomerKey(w, { url: `/api/sessions/${crypto.randomUUID()}` }),
    expected: everyone(403),
  },
  {
    method: 'GET',
    route: '/api/api-keys',
    variant: 'with the customer’s API key',
    call: (w) => withCustomerKey(w, { url: '/api/api-keys' }),
    expected: everyone(403),
  },
  {
    method: 'POST',
    route: '/api/api-keys',
    variant: 'with the customer’s API key',
    call: (w) => withCustomerKey(w, { url: '/api/api-keys', body: { name: 'Sneaky' } }),
    expected: everyone(403),
  },
  {
    method: 'DELETE',
    route: '/api/api-keys/:id',
    variant: 'with the customer’s API key, on that key',
    call: async (w) => {
      const { id, key } = await insertApiKey(w);
      return { url: `/api/api-keys/${id}`, headers: { authorization: `Bearer ${key}` } };
    },
    expected: everyone(403),
  },
  { method: 'GET', route: '/api/admin/api-keys', expected: adminOnly(200) },
  {
    method: 'PATCH',
    route: '/api/admin/api-keys/:id/rate-limit',
    variant: 'the customer’s key, above the default',
    call: async (w) => ({
      url: `/api/admin/api-keys/${(await insertApiKey(w)).id}/rate-limit`,
      body: { rateLimitPerMinute: 5000 },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/admin/api-keys/:id/rate-limit',
    variant: 'with the customer’s API key, on that key',
    call: async (w) => {
      const { id, key } = await insertApiKey(w);
      return {
        url: `/api/admin/api-keys/${id}/rate-limit`,
        body: { rateLimitPerMinute: 5000 },
        headers: { authorization: `Bearer ${key}` },
      };
    },
    expected: everyone(403),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/role',
    variant: 'with the customer’s API key',
    call: async (w) =>
      withCustomerKey(w, { url: `/api/users/${w.customer.userId}/role`, body: { role: 'admin' } }),
    expected: everyone(403),
  },
  {
    method: 'GET',
    route: '/api/riders/approved',
    call: () => ({ url: '/api/riders/approved?district=dhaka' }),
    expected: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/approve-rider/:id',
    call: async (w) => ({ url: `/api/approve-rider/${await insertApplicant(w)}` }),
    expected: adminOnly(200),
  },
  {
    method: 'PATCH',
    route: '/api/riders/:id/reject',
    call: async (w) => ({
      url: `/api/riders/${await insertApplicant(w)}/reject`,
      body: { reason: 'Incomplete' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/ledger/rider/cash',
    expected: { ...everyone(403), anonymous: 401, rider: 200, otherRider: 200 },
  },
  {
    method: 'POST',
    route: '/api/ledger/handovers',
    variant: 'each rider with cash in hand',
    call: async (w, actor) => {
      if (actor === 'rider' || actor === 'otherRider') await postedDelivery(w, w[actor]);
      return {
        url: '/api/ledger/handovers',
        body: { amountPoisha: 100, idempotencyKey: crypto.randomUUID() },
      };
    },
    expected: { ...everyone(403), anonymous: 401, rider: 201, otherRider: 201 },
  },
  {
    method: 'GET',
    route: '/api/ledger/handovers',
    call: () => ({ url: '/api/ledger/handovers?status=declared' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/ledger/handovers/:id/confirm',
    call: async (w) => ({
      url: `/api/ledger/handovers/${await declaredHandover(w)}/confirm`,
      body: { countedPoisha: 100 },
    }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/ledger/summary', expected: adminOnly(200) },
  { method: 'GET', route: '/api/ledger/merchants', expected: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/ledger/payouts',
    call: (w) => ({ url: `/api/ledger/payouts?merchantId=${w.customer.userId}` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/ledger/payouts',
    variant: 'paying the customer out of a fresh collection',
    call: async (w) => {
      await postedDelivery(w);
      return {
        url: '/api/ledger/payouts',
        body: {
          merchantId: w.customer.userId,
          amountPoisha: 100,
          method: 'bkash',
          reference: 'TRX-AUTHZ',
          idempotencyKey: crypto.randomUUID(),
        },
      };
    },
    expected: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/ledger/entries/:id/reverse',
    call: async (w) => ({
      url: `/api/ledger/entries/${await postedDelivery(w)}/reverse`,
      body: { reason: 'Test' },
    }),
    expected: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/ledger/hubs/:hubId/cash',
    call: () => ({ url: '/api/ledger/hubs/dhk-mir/cash' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'GET',
    route: '/api/ledger/hubs/:hubId/handovers',
    call: () => ({ url: '/api/ledger/hubs/dhk-mir/handovers?status=declared' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/ledger/hubs/:hubId/handovers/:id/confirm',
    variant: 'a Mirpur rider’s handover',
    call: async (w) => ({
      url: `/api/ledger/hubs/dhk-mir/handovers/${await mirpurHandover(w)}/confirm`,
      body: { countedPoisha: 100 },
    }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/ledger/hubs/:hubId/remittances',
    variant: 'out of fresh cash at the Mirpur hub',
    call: async (w, actor) => {
      if (actor === 'hubStaff' || actor === 'admin') await mirpurHubCash(w);
      return {
        url: '/api/ledger/hubs/dhk-mir/remittances',
        body: { amountPoisha: 100, reference: 'DEP-1', idempotencyKey: crypto.randomUUID() },
      };
    },
    expected: atMirpurHub(201),
  },
  {
    method: 'GET',
    route: '/api/ledger/remittances',
    call: () => ({ url: '/api/ledger/remittances?status=declared' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/ledger/remittances/:id/confirm',
    call: async (w) => ({
      url: `/api/ledger/remittances/${await mirpurRemittance(w)}/confirm`,
      body: { countedPoisha: 100 },
    }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/payments/overview', variant: 'one’s own', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/payments/payout-requests',
    variant: 'without a key (a merchant reaches the body check)',
    call: () => ({ url: '/api/payments/payout-requests', body: {} }),
    // Every merchant asks for its own payout: the other one reaches the body check too.
    expected: { ...everyone(403), anonymous: 401, customer: 400, otherCustomer: 400 },
  },
  {
    method: 'GET',
    route: '/api/payments/payout-requests',
    // A merchant lists its own requests (the other one sees its own, none); head office sees every open one.
    expected: { ...adminOnly(200), customer: 200, otherCustomer: 200 },
  },
  {
    method: 'GET',
    route: '/api/payments/payouts/:id/parcels',
    variant: 'the customer’s payout',
    call: async (w) => ({ url: `/api/payments/payouts/${await customerPayout(w)}/parcels` }),
    // The merchant's own and head office read it; the other merchant does not find it.
    expected: { ...adminOnly(200), customer: 200, otherCustomer: 404 },
  },
  {
    method: 'GET',
    route: '/api/payments/statement',
    variant: 'one’s own',
    call: () => ({ url: `/api/payments/statement?from=${today}&to=${today}` }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/payments/statement',
    variant: 'the customer’s, by merchantId',
    call: (w) => ({
      url: `/api/payments/statement?from=${today}&to=${today}&merchantId=${w.customer.userId}`,
    }),
    expected: { ...adminOnly(200), customer: 200 },
  },
  {
    method: 'GET',
    route: '/api/payments/statement.csv',
    call: () => ({ url: `/api/payments/statement.csv?from=${today}&to=${today}` }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/deliveries/run',
    expected: { ...adminOnly(200), rider: 200, otherRider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/out-for-delivery',
    variant: 'the rider’s parcel in transit (issue 61: only its last-mile hub hands it out)',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'in_transit')).id}/out-for-delivery`,
    }),
    expected: { ...adminOnly(403), rider: 403 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/out-for-delivery',
    variant: 'the rider’s parcel in a sealed bag (issue 61)',
    call: async (w) => ({ url: `/api/deliveries/${(await parcelInSealedBag(w)).id}/out-for-delivery` }),
    expected: { ...adminOnly(403), rider: 403 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/out-for-delivery',
    variant: 'the rider holding a parcel after a failed attempt (the last mile)',
    call: async (w) => ({ url: `/api/deliveries/${(await riderParcel(w, 'failed')).id}/out-for-delivery` }),
    expected: { ...adminOnly(200), rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/code',
    variant: 'the rider’s parcel at the door',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'out_for_delivery', '01812345678')).id}/code`,
    }),
    expected: { ...adminOnly(200), rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/receiver-calls',
    variant: 'the rider’s parcel at the door',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'out_for_delivery', '01812345678')).id}/receiver-calls`,
    }),
    expected: { ...adminOnly(201), rider: 201 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/pickups',
    variant: 'the rider’s parcels at a shop',
    call: async (w) => ({
      url: '/api/deliveries/pickups',
      body: {
        storeId: null,
        parcelIds: [
          (await insertParcel(w.ctx.db, w.customer, { status: 'assigned', riderId: w.rider.riderId })).id,
        ],
      },
    }),
    // Each parcel is answered on its own: another rider's request is 200 with every parcel refused
    // by the custody gate, as bulk-pickup.test.ts shows.
    expected: { ...adminOnly(200), rider: 200, otherRider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/code-missing',
    variant: 'after a call to the receiver',
    call: async (w) => ({
      url: `/api/deliveries/${(await calledParcel(w)).id}/code-missing`,
      body: { reason: 'sms_not_received', note: 'No message came.' },
    }),
    expected: { ...adminOnly(201), rider: 201 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/photos',
    variant: 'the rider’s parcel at the door',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'out_for_delivery')).id}/photos`,
      ...multipartImage(),
    }),
    expected: { ...adminOnly(201), rider: 201 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/complete',
    variant: 'with a handover photo, no receiver phone',
    call: async (w) => {
      const parcel = await riderParcel(w, 'out_for_delivery');
      const photoId = await insertDeliveryPhoto(w.ctx.db, parcel.id, 'none.png');
      return {
        url: `/api/deliveries/${parcel.id}/complete`,
        body: { photoId, receiverName: 'Salma', cashCollected: 62_000 },
      };
    },
    expected: { ...adminOnly(200), rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/partial',
    variant: 'with a handover photo, no receiver phone',
    call: async (w) => {
      const parcel = await riderParcel(w, 'out_for_delivery');
      const photoId = await insertDeliveryPhoto(w.ctx.db, parcel.id, 'none.png');
      return {
        url: `/api/deliveries/${parcel.id}/partial`,
        body: {
          photoId,
          receiverName: 'Salma',
          cashCollected: 30_000,
          itemsKept: 'One of two',
          reason: 'changed_mind',
        },
      };
    },
    expected: { ...adminOnly(200), rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/attempts',
    variant: 'the rider’s parcel at the door',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'out_for_delivery')).id}/attempts`,
      body: { reason: 'wrong_address' },
    }),
    expected: { ...adminOnly(403), rider: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/return',
    variant: 'a parcel with a failed attempt',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'failed')).id}/return`,
      body: { note: 'Receiver moved away' },
    }),
    // Its sender chooses the return after a failed attempt (issue 63 item 6); another customer may not.
    expected: { ...adminOnly(200), customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/returned',
    variant: 'the customer’s returning parcel still at the far end (issue 61: closed only at its origin)',
    call: async (w) => ({
      url: `/api/deliveries/${(await riderParcel(w, 'returning')).id}/returned`,
      body: {},
    }),
    expected: { ...adminOnly(409), customer: 409, rider: 409 },
  },
  {
    method: 'POST',
    route: '/api/deliveries/:id/returned',
    variant: 'the customer’s returning parcel handed to the rider at its origin hub, without a photo',
    call: async (w) => ({ url: `/api/deliveries/${(await returnAtOrigin(w)).id}/returned`, body: {} }),
    expected: { ...adminOnly(200), customer: 200, rider: 400 },
  },
  { method: 'GET', route: '/api/admin/deliveries/proofs', expected: adminOnly(200) },
  { method: 'GET', route: '/api/admin/deliveries/approvals', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/deliveries/:id/approve',
    variant: 'a photo delivery after a locked code',
    call: async (w) => ({ url: `/api/admin/deliveries/${(await waitingParcel(w)).id}/approve` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/deliveries/:id/reject',
    variant: 'a photo delivery after a locked code',
    call: async (w) => ({
      url: `/api/admin/deliveries/${(await waitingParcel(w)).id}/reject`,
      body: { reason: 'The photo shows an empty doorstep' },
    }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/deliveries/problems', expected: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/deliveries/photos/:photoId',
    variant: 'a photo the rider took at the door',
    call: async (w) => ({ url: `/api/admin/deliveries/photos/${await photoTakenAtTheDoor(w)}` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/deliveries/photos/:photoId',
    variant: 'the proof photo of the customer’s parcel, for its sender',
    call: async (w) => ({ url: `/api/deliveries/photos/${await photoTakenAtTheDoor(w)}` }),
    expected: { ...adminOnly(200), customer: 200 },
  },
  {
    method: 'POST',
    route: '/api/support/requests',
    variant: 'anyone may ask, signed in or not',
    call: () => ({
      url: '/api/support/requests',
      body: { name: 'Asker', phone: '01712345678', topic: 'other', message: 'How do I book a pickup?' },
    }),
    expected: everyone(201),
  },
  { method: 'GET', route: '/api/support/requests/mine', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/support/requests',
    call: () => ({ url: '/api/support/requests?status=all' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/support/requests/:id',
    variant: 'the customer’s request: its writer and admins only',
    call: async (w) => ({ url: `/api/support/requests/${await customerSupportRequest(w)}` }),
    expected: { ...everyone(404), anonymous: 401, customer: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/support/requests/:id/answer',
    variant: 'the customer’s request',
    call: async (w) => ({
      url: `/api/support/requests/${await customerSupportRequest(w)}/answer`,
      body: { answer: 'It is on its way.' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/support/requests/:id/close',
    variant: 'the customer’s request',
    call: async (w) => ({ url: `/api/support/requests/${await customerSupportRequest(w)}/close` }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/payout-account', expected: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/payout-account',
    variant: 'one’s own, with the password',
    call: () => ({
      url: '/api/payout-account',
      body: { method: 'bkash', walletNumber: '01712345678', ...withPassword },
    }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/payout-account',
    variant: 'a session alone, no password or code',
    call: () => ({ url: '/api/payout-account', body: { method: 'bkash', walletNumber: '01712345679' } }),
    expected: signedIn(400),
  },
  {
    method: 'PUT',
    route: '/api/payout-account',
    variant: 'with the customer’s API key',
    call: (w) =>
      withCustomerKey(w, {
        url: '/api/payout-account',
        body: { method: 'bkash', walletNumber: '01812345678', ...withPassword },
      }),
    expected: everyone(403),
  },
  { method: 'GET', route: '/api/payout-accounts', expected: adminOnly(200) },
  { method: 'GET', route: '/api/step-up', expected: signedIn(200) },
  {
    method: 'POST',
    route: '/api/step-up/code',
    variant: 'an account without a verified phone',
    expected: signedIn(400),
  },
  {
    method: 'POST',
    route: '/api/step-up/code',
    variant: 'with the customer’s API key',
    call: (w) => withCustomerKey(w, { url: '/api/step-up/code' }),
    expected: everyone(403),
  },
  { method: 'GET', route: '/api/sms/contact', expected: signedIn(200) },
  // The receiver's link: the token is the credential, whoever holds it (signed in or not).
  {
    method: 'GET',
    route: '/api/receiver-links/:token',
    call: async (w) => ({ url: `/api/receiver-links/${await receiverToken(w)}` }),
    expected: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/receiver-links/:token/day',
    call: async (w) => {
      const token = await receiverToken(w);
      // The first day the page offers (its choices skip Fridays and public holidays).
      const page = await w.ctx.app.inject({ method: 'GET', url: `/api/receiver-links/${token}` });
      return { url: `/api/receiver-links/${token}/day`, body: { date: page.json().dayChoices[0] } };
    },
    expected: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/receiver-links/:token/correction',
    variant: 'a parcel with no failed attempt',
    call: async (w) => ({
      url: `/api/receiver-links/${await receiverToken(w)}/correction`,
      body: { deliveryAddress: 'House 12, Road 4, Station Road, Rangpur' },
    }),
    // The link is the credential: open to all, refused until a failed attempt (receivers.test.ts).
    expected: everyone(409),
  },
  {
    method: 'PUT',
    route: '/api/receiver-links/:token/instructions',
    call: async (w) => ({
      url: `/api/receiver-links/${await receiverToken(w)}/instructions`,
      body: { landmark: 'Blue gate', floor: '2', callBefore: true },
    }),
    expected: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/receiver-links/:token/pin',
    call: async (w) => ({
      url: `/api/receiver-links/${await receiverToken(w)}/pin`,
      body: { lat: 23.75, lng: 90.38, accuracyM: 15 },
    }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/receiver-records/allowance',
    variant: 'every merchant (customers), never staff',
    expected: { ...everyone(403), anonymous: 401, customer: 200, otherCustomer: 200 },
  },
  {
    method: 'POST',
    route: '/api/receiver-records/lookup',
    variant:
      'merchants the courier has collected from (the customer), never the other customer (none) or staff',
    call: async (w) => {
      await insertParcel(w.ctx.db, w.customer, { status: 'delivered', receiverPhone: '01812345600' });
      return { url: '/api/receiver-records/lookup', body: { phone: '01812345678' } };
    },
    expected: { ...everyone(403), anonymous: 401, customer: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/receiver-records/lookups',
    call: () => ({ url: '/api/admin/receiver-records/lookups?phone=01812345678' }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/receiver-records/hidden', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/receiver-records/hidden',
    call: () => ({
      url: '/api/admin/receiver-records/hidden',
      body: { phone: '01812345679', reason: 'Asked by phone' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/receiver-records/hidden/:phone',
    call: async (w) => {
      await w.ctx.db
        .insert(hiddenReceiverRecords)
        .values({ phone: '01812345670', reason: 'Asked by phone' })
        .onConflictDoNothing();
      return { url: '/api/admin/receiver-records/hidden/01812345670' };
    },
    expected: adminOnly(204),
  },
  { method: 'GET', route: '/api/hubs', expected: { ...adminOnly(200), hubStaff: 200, otherHubStaff: 200 } },
  {
    method: 'POST',
    route: '/api/hubs',
    call: () => ({ url: '/api/hubs', body: { ...hubBody, code: nextHubCode() } }),
    expected: adminOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/hubs/:id',
    call: () => ({ url: '/api/hubs/rng', body: { name: 'Rangpur' } }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/hubs/coverage',
    call: () => ({ url: '/api/hubs/coverage?district=rangpur' }),
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/hubs/coverage',
    call: () => ({
      url: '/api/hubs/coverage',
      body: { rows: [{ district: 'rangpur', upazila: '*', lastMileHubId: 'rng', pickupHubId: 'rng' }] },
    }),
    expected: adminOnly(200),
  },
  { method: 'GET', route: '/api/hubs/lanes', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/hubs/lanes',
    call: () => ({ url: '/api/hubs/lanes', body: { hubA: 'syl', hubB: 'rng' } }),
    cleanup: dropTestLane,
    expected: adminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/hubs/lanes/:a/:b',
    call: async (w) => {
      await w.ctx.db.insert(hubLanes).values({ hubA: 'rng', hubB: 'syl' }).onConflictDoNothing();
      return { url: '/api/hubs/lanes/syl/rng' };
    },
    cleanup: dropTestLane,
    expected: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/hubs/:id/staff',
    call: () => ({ url: '/api/hubs/dhk-mir/staff' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/hubs/:id/staff',
    call: async (w) => {
      const id = await insertUser(w);
      return { url: '/api/hubs/syl/staff', body: { email: `${id}@example.test`, position: 'operator' } };
    },
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/hubs/:id/staff/:userId',
    call: async (w) => {
      const userId = await insertUser(w);
      await w.ctx.db.insert(hubStaff).values({ hubId: 'syl', userId, position: 'operator' });
      return { url: `/api/hubs/syl/staff/${userId}` };
    },
    expected: adminOnly(204),
  },
  {
    method: 'GET',
    route: '/api/hubs/:id/riders',
    call: () => ({ url: '/api/hubs/dhk-mir/riders' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'PUT',
    route: '/api/hubs/riders/:riderId',
    call: (w) => ({ url: `/api/hubs/riders/${w.rider.riderId}`, body: { hubId: 'rng' } }),
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/sms/contact',
    variant: 'with the password',
    call: () => ({
      url: '/api/sms/contact',
      body: { phone: '01712345678', language: 'bn', ...withPassword },
    }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/sms/contact',
    variant: 'a session alone, no password or code',
    call: () => ({ url: '/api/sms/contact', body: { phone: '01712345677', language: 'bn' } }),
    expected: signedIn(400),
  },
  {
    method: 'PUT',
    route: '/api/sms/contact',
    variant: 'with the customer’s API key',
    call: (w) =>
      withCustomerKey(w, {
        url: '/api/sms/contact',
        body: { phone: '01712345677', language: 'bn', ...withPassword },
      }),
    expected: everyone(403),
  },
  {
    method: 'DELETE',
    route: '/api/sms/contact',
    variant: 'with the password',
    call: () => ({ url: '/api/sms/contact', body: withPassword }),
    expected: signedIn(200),
  },
  {
    method: 'DELETE',
    route: '/api/sms/contact',
    variant: 'a session alone, no password or code',
    call: () => ({ url: '/api/sms/contact', body: {} }),
    expected: signedIn(400),
  },
  // The network: hub staff at their own hub, admins everywhere.
  { method: 'GET', route: '/api/network/my-hubs', expected: { ...atMirpurHub(200), otherHubStaff: 200 } },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/scans',
    variant: 'a parcel not picked up yet',
    call: (w) => scanOfNewParcelAtMirpur(w, { action: 'receive' }),
    expected: atMirpurHub(409),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/scans',
    variant: 'a parcel its merchant dropped off at the counter, with the reason (issue 61 item 7)',
    call: (w) => scanOfNewParcelAtMirpur(w, { action: 'receive', intake: 'counter_dropoff' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/scans',
    variant:
      'a typed ID of a Rangpur parcel a rider holds, at Mirpur where it is not expected (issue 61 item 4)',
    // No label check code: a typed tracking ID is no parcel in hand (SCAN_TYPED_NOT_EXPECTED).
    call: (w) =>
      scanOfNewParcelAtMirpur(
        w,
        { action: 'receive' },
        {
          pickupDistrict: 'rangpur',
          deliveryDistrict: 'rangpur',
          status: 'picked_up',
          riderId: w.rider.riderId,
        },
      ),
    expected: atMirpurHub(409),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/scans',
    variant: 'a hand-out that names no rider (issue 61 item 7)',
    call: (w) => scanOfNewParcelAtMirpur(w, { action: 'handout' }),
    // The body is checked before the hub (it tells nothing of the parcel): any hub staff's hand-out
    // without its rider is a 400.
    expected: { ...everyone(403), anonymous: 401, admin: 400, hubStaff: 400, otherHubStaff: 400 },
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/scans',
    variant: 'a scan ID Mirpur’s manager already used for another parcel (issue 61)',
    call: async (w) => {
      const [used, other] = [
        await insertParcel(w.ctx.db, w.customer, { pickupDistrict: 'dhaka', pickupUpazila: 'mirpur' }),
        await insertParcel(w.ctx.db, w.customer, { pickupDistrict: 'dhaka', pickupUpazila: 'mirpur' }),
      ];
      const scanId = crypto.randomUUID();
      await w.ctx.db.insert(scanEvents).values({
        scanKey: scanId,
        action: 'receive',
        result: 'received',
        parcelId: used.id,
        hubId: 'dhk-mir',
        actorId: w.hubStaff.userId,
        actorRole: 'hub',
      });
      // Mirpur's manager, for another parcel, and everyone else: none gets the first scan's answer.
      return {
        url: '/api/network/hubs/dhk-mir/scans',
        body: { code: other.trackingId, action: 'receive', scanId },
      };
    },
    expected: atMirpurHub(409),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/next-hubs',
    call: () => ({ url: '/api/network/hubs/dhk-mir/next-hubs' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/bags',
    call: () => ({ url: '/api/network/hubs/dhk-mir/bags' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/bags',
    call: () => ({ url: '/api/network/hubs/dhk-mir/bags', body: { destinationHubId: 'dhk-sc' } }),
    expected: atMirpurHub(201),
  },
  {
    method: 'GET',
    route: '/api/network/bags/:id',
    call: async (w) => ({ url: `/api/network/bags/${await openMirpurBag(w)}` }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/network/bags/:id/seal',
    variant: 'an empty bag',
    call: async (w) => ({
      url: `/api/network/bags/${await openMirpurBag(w)}/seal`,
      body: { sealNumber: 'S-1' },
    }),
    expected: atMirpurHub(409),
  },
  {
    method: 'DELETE',
    route: '/api/network/bags/:id',
    variant: 'an empty open bag (the hub’s manager or an admin discards it)',
    call: async (w) => ({ url: `/api/network/bags/${await openMirpurBag(w)}` }),
    expected: atMirpurHub(204),
  },
  {
    method: 'POST',
    route: '/api/network/bags/:id/reconcile',
    variant: 'a bag still open: only the hub it goes to closes it',
    call: async (w) => ({ url: `/api/network/bags/${await openMirpurBag(w)}/reconcile` }),
    expected: adminOnly(409),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/trips',
    call: () => ({ url: '/api/network/hubs/dhk-mir/trips?direction=outgoing' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/trips',
    variant: 'a bag that is not sealed',
    call: async (w) => ({
      url: '/api/network/hubs/dhk-mir/trips',
      body: {
        destinationHubId: 'dhk-sc',
        vehicleNumber: 'DHAKA METRO-TA 11-2233',
        driverName: 'Abdul Malek',
        driverPhone: '01711223344',
        bagIds: [await openMirpurBag(w)],
      },
    }),
    expected: atMirpurHub(400),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/work',
    call: () => ({ url: '/api/network/hubs/dhk-mir/work' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/riders-today',
    call: () => ({ url: '/api/network/hubs/dhk-mir/riders-today' }),
    expected: atMirpurHub(200),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/riders/:riderId/checkin',
    variant: 'a rider of no hub',
    call: (w) => ({ url: `/api/network/hubs/dhk-mir/riders/${w.rider.riderId}/checkin` }),
    expected: atMirpurHub(404),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/assign',
    variant: 'a rider of no hub',
    call: (w) => ({
      url: '/api/network/hubs/dhk-mir/assign',
      body: { riderId: w.rider.riderId, parcelIds: ['p-1'] },
    }),
    expected: atMirpurHub(400),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/damage',
    call: async (w) => {
      const parcel = await insertParcel(w.ctx.db, w.customer);
      return { url: '/api/network/hubs/dhk-mir/damage', body: { code: parcel.trackingId, note: 'Box torn' } };
    },
    expected: atMirpurHub(201),
  },
  {
    method: 'POST',
    route: '/api/network/hubs/:hubId/photos',
    call: async (w) => {
      const parcel = await insertParcel(w.ctx.db, w.customer);
      return { url: `/api/network/hubs/dhk-mir/photos?code=${parcel.trackingId}`, ...multipartImage() };
    },
    expected: atMirpurHub(201),
  },
  {
    method: 'GET',
    route: '/api/network/hubs/:hubId/exceptions',
    call: () => ({ url: '/api/network/hubs/dhk-mir/exceptions' }),
    expected: atMirpurHub(200),
  },
  { method: 'GET', route: '/api/network/exceptions', expected: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/network/exceptions/:id/resolve',
    call: async (w) => ({
      url: `/api/network/exceptions/${await mirpurException(w)}/resolve`,
      body: { note: 'Repacked and sent on' },
    }),
    expected: atMirpurHub(200),
  },
  { method: 'GET', route: '/api/network/board', expected: adminOnly(200) },
];

/** A parcel of the customer's, with the rider, in the given status. */
/** A photo the rider took at the door of the customer's parcel, uploaded as the rider's phone does. */
async function photoTakenAtTheDoor(w: World): Promise<string> {
  const parcel = await riderParcel(w, 'out_for_delivery');
  const upload = multipartImage();
  const saved = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/deliveries/${parcel.id}/photos`,
    headers: { ...w.rider.headers, ...upload.headers },
    payload: upload.body,
  });
  return saved.json().photoId;
}

/**
 * A scan at the Mirpur hub (`scan`: its action and what else it sends) of a new parcel of the customer's,
 * booked from a Mirpur pickup unless `parcel` says otherwise.
 */
async function scanOfNewParcelAtMirpur(
  w: World,
  scan: Record<string, unknown>,
  parcel: Parameters<typeof insertParcel>[2] = { pickupDistrict: 'dhaka', pickupUpazila: 'mirpur' },
): Promise<Call> {
  const row = await insertParcel(w.ctx.db, w.customer, parcel);
  return {
    url: '/api/network/hubs/dhk-mir/scans',
    body: { code: row.trackingId, scanId: crypto.randomUUID(), ...scan },
  };
}

function riderParcel(w: World, status: ParcelStatus, receiverPhone: string | null = null) {
  return insertParcel(w.ctx.db, w.customer, { status, riderId: w.rider.riderId, receiverPhone });
}

/** The rider's parcel, in transit in a bag sealed at Mirpur hub (it still names the rider). */
async function parcelInSealedBag(w: World) {
  const parcel = await riderParcel(w, 'in_transit');
  const bagId = crypto.randomUUID();
  await w.ctx.db.insert(bags).values({
    id: bagId,
    code: `BAG-${bagId.slice(0, 8).toUpperCase()}`,
    originHubId: 'dhk-mir',
    destinationHubId: 'dhk-sc',
    status: 'sealed',
    sealNumber: 'S-1',
  });
  await w.ctx.db
    .update(parcelCustody)
    .set({ holderKind: 'bag', bagId, riderId: null })
    .where(eq(parcelCustody.parcelId, parcel.id));
  return parcel;
}

/** The rider's returning parcel, handed to them by its origin hub after it turned back. */
async function returnAtOrigin(w: World) {
  const parcel = await riderParcel(w, 'returning');
  const [route] = await w.ctx.db.select().from(parcelRoutes).where(eq(parcelRoutes.parcelId, parcel.id));
  await w.ctx.db.insert(scanEvents).values({
    action: 'handout',
    result: 'handed_out',
    parcelId: parcel.id,
    hubId: route?.originHubId ?? null,
    riderId: w.rider.riderId,
    fromHolder: `hub:${route?.originHubId}`,
    toHolder: `rider:${w.rider.riderId}`,
  });
  return parcel;
}

/** The rider's parcel at the door with a code sent a while ago, and a call to its receiver since. */
async function calledParcel(w: World) {
  const parcel = await riderParcel(w, 'out_for_delivery', '01812345678');
  await w.ctx.db.insert(deliveryCodes).values({
    parcelId: parcel.id,
    codeHash: 'not-a-real-hash',
    salt: 'salt',
    expiresAt: new Date(Date.now() + 3_600_000),
    sentAt: new Date(Date.now() - 600_000),
  });
  await w.ctx.db.insert(receiverCalls).values({
    parcelId: parcel.id,
    phone: '01812345678',
    riderId: w.rider.riderId,
    calledAt: new Date(),
  });
  return parcel;
}

/** The customer's parcel delivered by photo after a locked code, waiting for an admin's approval. */
async function waitingParcel(w: World) {
  const parcel = await riderParcel(w, 'delivered_approval_pending', '01812345678');
  const photoId = await insertDeliveryPhoto(w.ctx.db, parcel.id, 'door.png');
  await w.ctx.db.insert(deliveryApprovals).values({
    parcelId: parcel.id,
    photoId,
    receiverName: 'Salma',
    cashCollected: parcel.deliveryFeePoisha + parcel.codAmountPoisha,
    riderId: w.rider.riderId,
  });
  return parcel;
}

/** Routes outside this table: Better Auth's own (tested in users.test.ts), the API docs, and static files. */
const untested = (route: string) =>
  route.startsWith('/api/auth/') || route.startsWith('/api/docs') || !route.startsWith('/api/');

let world: World;

/** A world of its own: the demo network, its staff, customers and riders, on PostgreSQL or embedded PGlite. */
async function createWorld(): Promise<World> {
  const ctx = await createTestContext(
    {
      METRICS_TOKEN: metricsToken,
      TRACK_RATE_LIMIT_MAX: '10000',
      RECEIVER_LINK_RATE_LIMIT_MAX: '10000',
      SUPPORT_RATE_LIMIT_MAX: '10000',
    },
    // One connection, as embedded PGlite has: a query on `db` inside a transaction then waits for a
    // connection the transaction holds and the call fails, where a pool of many would hide it.
    { poolSize: 1 },
  );
  await useDemoNetwork(ctx);
  const admin = await loginAs(ctx, 'admin');
  return {
    hubStaff: await hubStaffAt(ctx, 'dhk-mir', 'manager'),
    otherHubStaff: await hubStaffAt(ctx, 'rng', 'manager'),
    ctx,
    admin,
    customer: await signUp(ctx.app, { name: 'Customer' }),
    otherCustomer: await signUp(ctx.app, { name: 'Other Customer' }),
    rider: await createApprovedRider(ctx, admin, { fullName: 'Rider' }),
    otherRider: await createApprovedRider(ctx, admin, { fullName: 'Other Rider' }),
  };
}

function credentials(actor: Actor): Record<string, string> {
  return actor === 'anonymous' ? {} : world[actor].headers;
}

async function statusFor(row: Row, actor: Actor): Promise<number> {
  const call = row.call ? await row.call(world, actor) : { url: row.route };
  const request = {
    method: row.method,
    url: call.url,
    headers: { ...credentials(actor), ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body as Buffer | object }),
  };
  if (!call.stream) return (await world.ctx.app.inject(request)).statusCode;
  const abort = new AbortController();
  const response = await world.ctx.app.inject({ ...request, payloadAsStream: true, signal: abort.signal });
  response.stream().on('error', () => {});
  abort.abort();
  return response.statusCode;
}

/** Every method and path the app serves, read from Fastify's route tree. */
function listAppRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    parents.length = indent.length / 4;
    parents.push(segment);
    const url = parents.join('');
    for (const method of methods?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Parameter names do not matter (Fastify merges `:email` and `:id` on one segment). */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/:[^/]+/g, ':param')}`;

// Every endpoint on one engine a run: PostgreSQL when DATABASE_URL names it (CI), else embedded PGlite.
// On PostgreSQL the app has a single connection, as on PGlite (createWorld), so what PGlite's one
// connection catches is caught on either engine.
describe(`authorization of every endpoint on ${process.env.DATABASE_URL ? 'PostgreSQL, one connection' : 'embedded PGlite'}`, () => {
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(async () => {
    await world.ctx.close();
  });

  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const served = listAppRoutes(world.ctx.app)
      .filter((route) => route.method !== 'HEAD' && !untested(route.url))
      .map((route) => routeKey(route.method, route.url));
    const inTable = rows.map((row) => routeKey(row.method, row.route));
    expect([...new Set(served)].sort(), 'routes without a row').toEqual([...new Set(inTable)].sort());
  });

  for (const row of rows) {
    it(`${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ''}`, async () => {
      const actual = {} as Expected;
      for (const actor of actors) {
        actual[actor] = await statusFor(row, actor);
        await row.cleanup?.(world);
      }
      expect(actual).toEqual(row.expected);
    });
  }
});
