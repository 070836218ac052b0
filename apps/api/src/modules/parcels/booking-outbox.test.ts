import { normalizeBdMobile, takaToPoisha } from '@desh/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcelEvents, parcels, receiverLinks, smsOutbox, webhookMessages } from '../../db/schema/index.ts';
import { requestAs, type SignedIn, signUp, useTestContext } from '../../test/helpers.ts';
import { smsText } from '../sms/sms-templates.ts';
import { enqueueParcelChange } from '../webhooks/webhooks.service.ts';

// No workers: the queued rows stay as the booking wrote them.
const ctx = useTestContext({ WEBHOOK_WORKER: 'off' }, { smsWorker: false });

const booking = {
  parcelTitle: 'Tea chest',
  receiverName: 'Rahima Khatun',
  receiverPhone: '01711-234567',
  receiverLanguage: 'en',
  pickupAddress: 'Shop 4, Kawran Bazar, Dhaka',
  deliveryAddress: 'Zindabazar, Sylhet',
  parcelType: 'small',
  deliveryFee: 120,
  paymentMethod: 'prepaid',
};

async function register(merchant: SignedIn, events: string[]): Promise<string> {
  const response = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
    url: 'https://shop.example.com/hooks',
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const bookAs = (merchant: SignedIn, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/parcels', headers: merchant.headers, payload: body });

const messagesOf = (endpointId: string) =>
  ctx.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpointId));

const smsOf = (parcelId: string) => ctx.db.select().from(smsOutbox).where(eq(smsOutbox.parcelId, parcelId));

class RolledBack extends Error {}

describe('a booking’s outbox', () => {
  it('queues the merchant’s webhooks and the receiver’s SMS with the parcel, as any other change queues them', async () => {
    const merchant = await signUp(ctx.app, { name: 'Kawran Tea House' });
    const listening = await register(merchant, ['parcel.status_changed']);
    const deaf = await register(merchant, ['parcel.delivered']);
    const response = await bookAs(merchant, { ...booking, merchantOrderId: 'ORD-9' });
    expect(response.statusCode, response.body).toBe(201);
    const parcel = response.json() as { _id: string; trackingId: string; amountToCollect: number };
    const [event] = await ctx.db.select().from(parcelEvents).where(eq(parcelEvents.parcelId, parcel._id));
    const at = event?.createdAt.toISOString();

    const [message, ...more] = await messagesOf(listening);
    expect(more).toEqual([]);
    expect(await messagesOf(deaf)).toEqual([]);
    expect(message).toMatchObject({ eventType: 'parcel.status_changed', subject: `parcel:${parcel._id}` });
    expect(message?.payload).toEqual({
      type: 'parcel.status_changed',
      timestamp: at,
      data: {
        parcelId: parcel._id,
        trackingId: parcel.trackingId,
        fromStatus: null,
        toStatus: 'pending',
        note: null,
        at,
        merchantOrderId: 'ORD-9',
      },
    });
    // The same change queued the way every later status change is queued gives the same payload.
    let later: unknown;
    await ctx.db
      .transaction(async (tx) => {
        await enqueueParcelChange(tx, {
          parcelId: parcel._id,
          trackingId: parcel.trackingId,
          senderId: merchant.userId,
          fromStatus: null,
          toStatus: 'pending',
          note: null,
          at: at ?? '',
        });
        const rows = await tx.select().from(webhookMessages).where(eq(webhookMessages.endpointId, listening));
        later = rows.at(-1)?.payload;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(later).toEqual(message?.payload);

    // The receiver's SMS carries their private link (modules/receivers): kept out of logs like a code.
    const [queuedSms, ...moreSms] = await smsOf(parcel._id);
    expect(moreSms).toEqual([]);
    const token = /\/r\/([A-Za-z0-9_-]{22})$/.exec(queuedSms?.body ?? '')?.[1] ?? '';
    expect(queuedSms).toEqual(
      expect.objectContaining({
        toPhone: normalizeBdMobile(booking.receiverPhone),
        // Who sends it (no store: the merchant's name) and what to pay (prepaid: nothing).
        body: smsText(
          {
            kind: 'booked',
            trackingId: parcel.trackingId,
            receiverToken: token,
            from: 'Kawran Tea House',
            toPayPoisha: takaToPoisha(parcel.amountToCollect),
          },
          'en',
        ),
        kind: 'booked',
        secret: true,
        status: 'pending',
      }),
    );

    // A repeat of the merchant order ID answers the first parcel and queues nothing more.
    const repeat = await bookAs(merchant, { ...booking, merchantOrderId: 'ORD-9' });
    expect(repeat.statusCode).toBe(200);
    expect(await messagesOf(listening)).toHaveLength(1);
    expect(await smsOf(parcel._id)).toHaveLength(1);
  });

  it('books one parcel with one of each outbox row when the same merchant order ID is booked at once', async () => {
    // The writes of each booking go out together (parcels.service.ts): the ones that lose the race on the
    // order ID wrote their webhooks, link and SMS beside a parcel that was never written, and are rolled back.
    const merchant = await signUp(ctx.app);
    const endpoint = await register(merchant, ['parcel.status_changed']);
    const order = { ...booking, merchantOrderId: 'ORD-RACE' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => bookAs(merchant, order)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => (answer.json() as { _id: string })._id));
    expect(ids.size).toBe(1);
    const [id = ''] = ids;
    expect(await ctx.db.select().from(parcels).where(eq(parcels.senderId, merchant.userId))).toHaveLength(1);
    expect(await messagesOf(endpoint)).toHaveLength(1);
    expect(await smsOf(id)).toHaveLength(1);
    expect(await ctx.db.select().from(receiverLinks).where(eq(receiverLinks.parcelId, id))).toHaveLength(1);
  });

  it('books nothing and queues nothing without a receiver phone', async () => {
    const merchant = await signUp(ctx.app);
    const response = await bookAs(merchant, { ...booking, receiverPhone: '' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ receiverPhone: 'Receiver phone is required' });
  });

  it('books nothing when its webhook or SMS row cannot be written', async () => {
    const merchant = await signUp(ctx.app);
    const endpoint = await register(merchant, ['parcel.status_changed']);
    const order = { ...booking, receiverPhone: '01911-000111' };
    const parcelsOfMerchant = () =>
      ctx.db.select().from(parcels).where(eq(parcels.senderId, merchant.userId));

    /** Books the order while the database refuses `table` rows that fail `check`. */
    const bookWhileRefusing = async (table: string, check: string) => {
      await ctx.db.execute(sql.raw(`alter table ${table} add constraint refuse_test check (${check})`));
      const answer = await bookAs(merchant, order);
      await ctx.db.execute(sql.raw(`alter table ${table} drop constraint refuse_test`));
      return answer;
    };

    // The database refuses this endpoint's messages: the booking fails whole.
    const refusedWebhook = await bookWhileRefusing('webhook_messages', `endpoint_id <> '${endpoint}'`);
    expect(refusedWebhook.statusCode).toBe(500);
    expect(await parcelsOfMerchant()).toEqual([]);

    const phone = normalizeBdMobile(order.receiverPhone);
    const refusedSms = await bookWhileRefusing('sms_outbox', `to_phone <> '${phone}'`);
    expect(refusedSms.statusCode).toBe(500);
    expect(await parcelsOfMerchant()).toEqual([]);
    expect(await messagesOf(endpoint)).toEqual([]);

    // Nothing was left half-done: the next booking goes through with all of its rows.
    const booked = await bookAs(merchant, order);
    expect(booked.statusCode, booked.body).toBe(201);
    const { _id } = booked.json() as { _id: string };
    expect(await parcelsOfMerchant()).toHaveLength(1);
    expect(await messagesOf(endpoint)).toHaveLength(1);
    expect(await smsOf(_id)).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(parcelEvents)
        .where(and(eq(parcelEvents.parcelId, _id), eq(parcelEvents.toStatus, 'pending'))),
    ).toHaveLength(1);
  });
});
