import { decisionDeadline, type ShopParcelPage } from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts, webhookMessages } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { riderAt, useDemoNetwork, walkToDoor } from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';
import { applyDueDecisions } from './failed-decisions.ts';

// Issue 63 item 6, decision 052: after a failed attempt the shop decides by 18:00 Dhaka; unanswered,
// the clock applies the default (another attempt) once, recorded as applied by default, and tells the shop.

const ctx = useTestContext();
let admin: SignedIn;
let rider: TestRider;
beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin', 'Clock Admin');
  rider = await riderAt(ctx, admin, 'dhk-mir', 'Decision Rider');
});

async function shopWithHook(name: string) {
  const shop = await signUp(ctx.app, { name });
  const endpoint = await requestAs(ctx, shop, 'POST', '/api/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['parcel.decision_made'],
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  return { shop, endpointId: endpoint.json().id as string };
}

async function failedAtDoor(shop: SignedIn, reason = 'not_reachable') {
  const parcel = await insertParcel(ctx.db, shop, {
    riderId: rider.riderId,
    status: 'assigned',
    receiverPhone: null,
  });
  await walkToDoor(ctx, rider, parcel.id);
  const failed = await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, { reason });
  expect(failed.statusCode, failed.body).toBeLessThan(300);
  return parcel;
}

const pageOf = async (shop: SignedIn, trackingId: string) =>
  (await requestAs(ctx, shop, 'GET', `/api/parcels/${trackingId}/page`)).json() as ShopParcelPage;

const decisionsQueued = (endpointId: string) =>
  ctx.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpointId));

describe('the decision deadline', () => {
  it('is 18:00 Dhaka the same day with three hours to spare, else the next day’s', () => {
    // 10:00 Dhaka → 18:00 that day; 16:00 Dhaka → 18:00 the next day.
    expect(decisionDeadline(new Date('2026-12-08T04:00:00Z')).toISOString()).toBe('2026-12-08T12:00:00.000Z');
    expect(decisionDeadline(new Date('2026-12-08T10:00:00Z')).toISOString()).toBe('2026-12-09T12:00:00.000Z');
    // 23:30 Dhaka on the 8th is already the 9th's evening in UTC terms: 18:00 on the 9th.
    expect(decisionDeadline(new Date('2026-12-08T17:30:00Z')).toISOString()).toBe('2026-12-09T12:00:00.000Z');
  });

  it('applies the default once when the deadline passes unanswered, never before, and tells the shop', async () => {
    const { shop, endpointId } = await shopWithHook('Clock Shop');
    const parcel = await failedAtDoor(shop);
    const first = await pageOf(shop, parcel.trackingId);
    expect(first.needsDecision).toBe(true);
    expect(first.decision).toMatchObject({ choice: null, decidedBy: null, decidedAt: null });
    const decideBy = new Date(first.decision?.decideBy ?? '');
    const dashboard = await requestAs(ctx, shop, 'GET', '/api/parcels/dashboard');
    expect(dashboard.json().nextDecideBy).toBe(decideBy.toISOString());

    // A minute before the deadline nothing is applied.
    expect(await applyDueDecisions(ctx.db, new Date(decideBy.getTime() - 60_000))).not.toContain(parcel.id);
    expect((await pageOf(shop, parcel.trackingId)).decision?.choice).toBeNull();
    expect(await decisionsQueued(endpointId)).toEqual([]);

    // At the deadline two processes look at once: it is applied once.
    const at = new Date(decideBy.getTime() + 30_000);
    const looks = await Promise.all([applyDueDecisions(ctx.db, at), applyDueDecisions(ctx.db, at)]);
    expect(looks.flat().filter((id) => id === parcel.id)).toHaveLength(1);
    expect(await applyDueDecisions(ctx.db, new Date(at.getTime() + 60_000))).not.toContain(parcel.id);

    const after = await pageOf(shop, parcel.trackingId);
    expect(after.decision).toMatchObject({
      choice: 'another_attempt',
      decidedBy: 'default',
      decidedAt: at.toISOString(),
    });
    // Another attempt: the parcel stays with the rider for the hub's next hand-out.
    expect(after.parcel.status).toBe('failed');
    const queued = await decisionsQueued(endpointId);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toMatchObject({
      type: 'parcel.decision_made',
      data: { parcelId: parcel.id, attemptNo: 1, choice: 'another_attempt', decidedBy: 'default' },
    });
    const board = await requestAs(ctx, shop, 'GET', '/api/parcels/dashboard');
    expect(board.json().nextDecideBy).toBeNull();
  });

  it('leaves a parcel the shop decided on: its own choice stands, through the same record', async () => {
    const { shop, endpointId } = await shopWithHook('Deciding Shop');
    const parcel = await failedAtDoor(shop);
    const corrected = await requestAs(ctx, shop, 'PATCH', `/api/parcels/${parcel.trackingId}/receiver`, {
      deliveryAddress: 'House 12, Road 4, Mirpur 10, Dhaka',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const page = await pageOf(shop, parcel.trackingId);
    expect(page.decision).toMatchObject({ choice: 'another_attempt', decidedBy: 'shop' });
    const late = new Date(Date.parse(page.decision?.decideBy ?? '') + 60_000);
    expect(await applyDueDecisions(ctx.db, late)).not.toContain(parcel.id);
    const [attempt] = await ctx.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.parcelId, parcel.id));
    expect(attempt).toMatchObject({ decision: 'another_attempt', decidedBy: 'shop' });
    expect(await decisionsQueued(endpointId)).toHaveLength(1);
  });

  it('asks for no decision when the parcel goes back at once (a refusal)', async () => {
    const { shop } = await shopWithHook('Refused Shop');
    const parcel = await failedAtDoor(shop, 'refused');
    const [attempt] = await ctx.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.parcelId, parcel.id));
    expect(attempt?.decideBy).toBeNull();
    expect((await pageOf(shop, parcel.trackingId)).decision).toBeNull();
  });
});
