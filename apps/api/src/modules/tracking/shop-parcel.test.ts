import {
  receiverCorrectionNotNowMessage,
  type ShopParcelPage,
  shopNoReceiverRequestMessage,
} from '@desh/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, webhookMessages } from '../../db/schema/index.ts';
import { post } from '../../test/delivery-steps.ts';
import { insertParcel } from '../../test/factories.ts';
import { loginAs, requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import {
  hubStaffAt,
  pickedUpBy,
  riderAt,
  scan,
  useDemoNetwork,
  walkToDoor,
} from '../../test/network-steps.ts';
import type { TestRider } from '../../test/rider-steps.ts';
import { issueReceiverLink } from '../receivers/receiver-links.service.ts';

const ctx = useTestContext();
let admin: SignedIn;
let merchant: SignedIn;
let otherShop: SignedIn;
let rider: TestRider;
beforeAll(async () => {
  await useDemoNetwork(ctx);
  admin = await loginAs(ctx, 'admin', 'Desk Admin');
  merchant = await signUp(ctx.app, { name: 'Rupa Fashion House' });
  otherShop = await signUp(ctx.app, { name: 'Another Shop' });
  rider = await riderAt(ctx, admin, 'dhk-mir', 'Karim Uddin Pickup');
});

const page = (trackingId: string, who: SignedIn = merchant) =>
  requestAs(ctx, who, 'GET', `/api/parcels/${trackingId}/page`);
const edit = (trackingId: string, body: object, who: SignedIn = merchant) =>
  requestAs(ctx, who, 'PATCH', `/api/parcels/${trackingId}/receiver`, body);

describe('GET /api/parcels/:trackingId/page', () => {
  it('shows its sender the parcel, the custody chain by role and first name, attempts and its ledger lines', async () => {
    const parcel = await pickedUpBy(ctx, { merchant, admin, rider });
    const operator = await hubStaffAt(ctx, 'dhk-mir');
    expect((await scan(ctx, operator, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
    const response = await page(parcel.trackingId);
    expect(response.statusCode).toBe(200);
    const shown = response.json() as ShopParcelPage;
    expect(shown.parcel).toMatchObject({ trackingId: parcel.trackingId, receiverName: parcel.receiverName });
    expect(shown.parcel.feeBreakdown === null || typeof shown.parcel.feeBreakdown.zoneBase === 'number').toBe(
      true,
    );
    expect(shown.editable).toBe(false);
    expect(shown.custody.at(-1)).toMatchObject({
      action: 'receive',
      hub: { id: 'dhk-mir' },
      by: { role: 'hub', firstName: 'dhk-mir' },
    });
    // Never a staff member's whole name, phone or device.
    const text = JSON.stringify(shown);
    expect(text).not.toContain('dhk-mir operator');
    expect(text).not.toContain('Karim Uddin');
    expect(text).not.toContain('test-phone');
    expect(shown.timeline.map((step) => step.toStatus)).toEqual(
      expect.arrayContaining(['assigned', 'picked_up', 'in_transit']),
    );
  });

  it('shows a failed attempt with its reason and the rider’s first name', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { riderId: rider.riderId, status: 'assigned' });
    await walkToDoor(ctx, rider, parcel.id);
    // An unreachable receiver is a failed attempt only after a call from the app.
    expect((await post(ctx, rider, `/api/deliveries/${parcel.id}/receiver-calls`)).statusCode).toBeLessThan(
      300,
    );
    const failed = await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, {
      reason: 'not_reachable',
      note: 'Phone off twice',
    });
    expect(failed.statusCode).toBeLessThan(300);
    const shown = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(shown.attempts).toEqual([
      expect.objectContaining({ attemptNo: 1, reason: 'not_reachable', riderFirstName: 'Karim' }),
    ]);
  });

  it('is for its sender and staff only: another shop gets 403, an admin reads it, a stranger 401', async () => {
    const parcel = await insertParcel(ctx.db, merchant);
    expect((await page(parcel.trackingId, otherShop)).statusCode).toBe(403);
    expect((await page(parcel.trackingId, admin)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/parcels/${parcel.trackingId}/page` })).statusCode,
    ).toBe(401);
    expect((await page('DSH-1700000000000')).statusCode).toBe(404);
  });
});

describe('PATCH /api/parcels/:trackingId/receiver', () => {
  it('lets the sender change the receiver and COD before pickup: on the timeline with who, SMS to the new phone', async () => {
    const parcel = await insertParcel(ctx.db, merchant, { receiverPhone: '01911000111' });
    expect((await page(parcel.trackingId)).json()).toMatchObject({ editable: true });
    const changed = await edit(parcel.trackingId, {
      receiverName: 'Shirin Akter',
      receiverPhone: '০১৯১১-০০০২২২',
      codAmountPoisha: 45_000,
    });
    expect(changed.statusCode).toBe(200);
    const shown = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(shown.parcel).toMatchObject({
      receiverName: 'Shirin Akter',
      receiverPhone: '01911000222',
      codAmount: 450,
    });
    expect(shown.timeline.at(-1)).toMatchObject({
      actorRole: 'customer',
      note: 'The sender changed the receiver’s name, phone, COD amount before pickup.',
    });
    const sms = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, parcel.id));
    expect(sms.map((row) => [row.kind, row.toPhone])).toContainEqual(['booked', '01911000222']);
  });

  it('refuses after pickup with a clear message, another shop, and a change of nothing', async () => {
    const picked = await pickedUpBy(ctx, { merchant, admin, rider });
    const late = await edit(picked.trackingId, { deliveryAddress: 'House 9, Road 2, Rangpur' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'This parcel has been picked up: its receiver and COD can no longer be changed here. Ask support to correct it.',
    );
    const parcel = await insertParcel(ctx.db, merchant);
    expect(
      (await edit(parcel.trackingId, { deliveryAddress: 'House 9, Road 2, Rangpur' }, otherShop)).statusCode,
    ).toBe(403);
    expect((await edit(parcel.trackingId, {})).statusCode).toBe(400);
    expect((await edit(parcel.trackingId, { receiverName: parcel.receiverName })).statusCode).toBe(400);
  });
});

describe('the shop’s decision after a failed attempt', () => {
  async function failedAtDoor() {
    const parcel = await insertParcel(ctx.db, merchant, {
      riderId: rider.riderId,
      status: 'assigned',
      receiverPhone: '01911000333',
    });
    await walkToDoor(ctx, rider, parcel.id);
    const failed = await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, {
      reason: 'wrong_address',
    });
    expect(failed.statusCode).toBeLessThan(300);
    return parcel;
  }

  it('shows the parcel needing a decision; the sender corrects the address for the next attempt, never the COD', async () => {
    const parcel = await failedAtDoor();
    expect((await page(parcel.trackingId)).json()).toMatchObject({ needsDecision: true, editable: false });
    const cod = await edit(parcel.trackingId, { codAmountPoisha: 1_000 });
    expect(cod.statusCode).toBe(409);
    expect(cod.json().error.message).toBe(
      'The COD amount can only be changed before pickup. Ask support to correct it.',
    );
    const corrected = await edit(parcel.trackingId, {
      deliveryAddress: 'House 12, Road 4, Station Road, Rangpur',
    });
    expect(corrected.statusCode).toBe(200);
    const shown = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(shown.parcel.deliveryAddress).toBe('House 12, Road 4, Station Road, Rangpur');
    expect(shown.timeline.at(-1)?.note).toBe(
      'The sender changed the receiver’s address for the next attempt.',
    );
  });

  it('lets the sender choose the return through the gate; another shop may not', async () => {
    const parcel = await failedAtDoor();
    const body = { note: 'The sender chose the return after a failed delivery attempt.' };
    expect((await post(ctx, otherShop, `/api/deliveries/${parcel.id}/return`, body)).statusCode).toBe(403);
    const chosen = await post(ctx, merchant, `/api/deliveries/${parcel.id}/return`, body);
    expect(chosen.statusCode).toBe(200);
    const shown = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(shown.parcel.status).toBe('returning');
    expect(shown.needsDecision).toBe(false);
    expect(shown.timeline.at(-1)).toMatchObject({ toStatus: 'returning', actorRole: 'customer' });
  });
});

describe('the shop sees a failed delivery at once (issue 63 item 6)', () => {
  async function failedAtDoor(reason: string, shop: SignedIn) {
    const parcel = await insertParcel(ctx.db, shop, {
      riderId: rider.riderId,
      status: 'assigned',
      receiverPhone: '01911000444',
    });
    await walkToDoor(ctx, rider, parcel.id);
    const failed = await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, { reason });
    expect(failed.statusCode, failed.body).toBeLessThan(300);
    return parcel;
  }

  it('queues parcel.needs_decision with the attempt, the choices and the default; not when it goes back at once', async () => {
    const shop = await signUp(ctx.app, { name: 'Webhook Shop' });
    const endpoint = await requestAs(ctx, shop, 'POST', '/api/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['parcel.needs_decision'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const parcel = await failedAtDoor('wrong_address', shop);
    const refused = await failedAtDoor('refused', shop);
    const queued = await ctx.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.json().id));
    expect(queued.map((message) => [message.eventType, message.subject])).toEqual([
      ['parcel.needs_decision', `parcel:${parcel.id}`],
    ]);
    expect(queued[0]?.payload).toMatchObject({
      type: 'parcel.needs_decision',
      data: {
        parcelId: parcel.id,
        trackingId: parcel.trackingId,
        attemptNo: 1,
        maxAttempts: 3,
        reason: 'wrong_address',
        choices: ['another_attempt', 'return'],
        // 18:00 Dhaka is 12:00 UTC.
        decideBy: expect.stringMatching(/T12:00:00.000Z$/),
        defaultChoice: 'another_attempt',
      },
    });
    expect(JSON.stringify(queued)).not.toContain(refused.id);
  });

  it('counts them on the dashboard; the list filtered to them shows exactly those', async () => {
    const shop = await signUp(ctx.app, { name: 'Dashboard Shop' });
    const before = await requestAs(ctx, shop, 'GET', '/api/parcels/dashboard');
    expect(before.json().open.needsDecision).toBe(0);
    const waiting = await failedAtDoor('cod_not_ready', shop);
    await failedAtDoor('refused', shop);
    await insertParcel(ctx.db, shop);
    const dashboard = await requestAs(ctx, shop, 'GET', '/api/parcels/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().open).toMatchObject({ needsDecision: 1, needsAttention: 2 });
    const list = await requestAs(ctx, shop, 'GET', '/api/parcels?status=failed');
    expect(list.statusCode).toBe(200);
    expect((list.json() as Array<{ trackingId: string }>).map((row) => row.trackingId)).toEqual([
      waiting.trackingId,
    ]);
  });
});

describe('the receiver asks through the private link after a failed attempt; the shop accepts (issue 63 item 6)', () => {
  const asReceiver = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });

  it('offers the day and a correction only after a failed attempt; the shop sees the request and accepting applies it', async () => {
    const parcel = await insertParcel(ctx.db, merchant, {
      riderId: rider.riderId,
      status: 'assigned',
      receiverPhone: '01911000555',
    });
    let token = await issueReceiverLink(ctx.db, parcel.id);
    const body = { deliveryAddress: 'House 7, Road 3, Jail Road, Rangpur', receiverPhone: '01911000666' };
    const early = await asReceiver('PUT', `/api/receiver-links/${token}/correction`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(receiverCorrectionNotNowMessage);
    expect((await asReceiver('GET', `/api/receiver-links/${token}`)).json()).toMatchObject({
      failedAttempt: false,
      request: null,
    });

    await walkToDoor(ctx, rider, parcel.id);
    expect(
      (await post(ctx, rider, `/api/deliveries/${parcel.id}/attempts`, { reason: 'wrong_address' }))
        .statusCode,
    ).toBeLessThan(300);
    // The delivery code went out with a newer link, which replaced the booking's.
    token = await issueReceiverLink(ctx.db, parcel.id);
    const receiverPage = (await asReceiver('GET', `/api/receiver-links/${token}`)).json();
    expect(receiverPage.failedAttempt).toBe(true);
    expect(receiverPage.dayChoices.length).toBeGreaterThan(0);
    expect((await asReceiver('PUT', `/api/receiver-links/${token}/correction`, {})).statusCode).toBe(400);
    const asked = await asReceiver('PUT', `/api/receiver-links/${token}/correction`, body);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request).toMatchObject(body);

    const shown = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(shown.receiverRequest).toMatchObject(body);
    expect(shown.timeline.at(-1)).toMatchObject({
      actorRole: 'receiver',
      note: 'Receiver asked for a corrected address and phone number for the next attempt.',
    });

    const accept = (who: SignedIn) =>
      requestAs(ctx, who, 'POST', `/api/parcels/${parcel.trackingId}/receiver-request/accept`);
    expect((await accept(otherShop)).statusCode).toBe(403);
    const accepted = await accept(merchant);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await page(parcel.trackingId)).json() as ShopParcelPage;
    expect(after.parcel).toMatchObject(body);
    expect(after.receiverRequest).toBeNull();
    expect(after.timeline.at(-1)).toMatchObject({
      actorRole: 'customer',
      note: 'The sender accepted the receiver’s corrected address and phone for the next attempt.',
    });
    // A new phone gets the booking SMS with a new private link.
    const sms = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, parcel.id));
    expect(sms.map((row) => [row.kind, row.toPhone])).toContainEqual(['booked', '01911000666']);
    const again = await accept(merchant);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(shopNoReceiverRequestMessage);
  });
});
