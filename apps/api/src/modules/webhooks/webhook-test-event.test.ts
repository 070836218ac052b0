import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, signUp, useTestContext } from '../../test/helpers.ts';
import { waitFor } from '../../test/wait-for.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';

const ctx = useTestContext({ WEBHOOK_POLL_MS: '50' });
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('send test event', () => {
  it('delivers one verified test.ping through the outbox and logs its attempt', async () => {
    const merchant = await signUp(ctx.app);
    // Subscribed to a parcel event only: the test is sent whatever the endpoint listens to.
    const created = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['parcel.delivered'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json() as { id: string; secret: string };

    const sent = await requestAs(ctx, merchant, 'POST', `/api/webhooks/${endpoint.id}/test`);
    expect(sent.statusCode, sent.body).toBe(202);
    const { messageId } = sent.json() as { messageId: string };
    expect(messageId).toMatch(/^msg_/);

    await waitFor(() => receiver.received.length >= 1);
    const [arrived] = receiver.received;
    if (!arrived) throw new Error('nothing arrived');
    expect(arrived.headers['webhook-id']).toBe(messageId);
    const event = new Webhook(endpoint.secret).verify(arrived.body, arrived.headers) as {
      type: string;
      data: { endpointId: string };
    };
    expect(event).toMatchObject({ type: 'test.ping', data: { endpointId: endpoint.id } });

    type Logged = { id: string; eventType: string; status: string; attempts: Array<{ statusCode: number }> };
    const readLog = async () =>
      (await requestAs(ctx, merchant, 'GET', `/api/webhooks/${endpoint.id}/messages`)).json()
        .messages as Logged[];
    await waitFor(async () => (await readLog())[0]?.status === 'delivered');
    const log = await readLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ id: messageId, eventType: 'test.ping', status: 'delivered' });
    expect(log[0]?.attempts.map((attempt) => attempt.statusCode)).toEqual([200]);
    // Sent once: a later poll does not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses a paused endpoint and hides other merchants’ endpoints', async () => {
    const merchant = await signUp(ctx.app);
    const created = await requestAs(ctx, merchant, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['parcel.delivered'],
    });
    const id = (created.json() as { id: string }).id;
    const stranger = await signUp(ctx.app);
    expect((await requestAs(ctx, stranger, 'POST', `/api/webhooks/${id}/test`)).statusCode).toBe(404);
    await requestAs(ctx, merchant, 'PATCH', `/api/webhooks/${id}`, { enabled: false });
    const paused = await requestAs(ctx, merchant, 'POST', `/api/webhooks/${id}/test`);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.code).toBe('WEBHOOK_ENDPOINT_PAUSED');
  });
});
