import { supportMessages } from '@desh/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env.ts';
import { insertParcel } from '../../test/factories.ts';
import {
  createTestContext,
  loginAs,
  type SignedIn,
  signUp,
  testOrigin,
  useTestContext,
} from '../../test/helpers.ts';
import { useMailInbox } from '../../test/mail-inbox.ts';

const inbox = useMailInbox();
const ctx = useTestContext(() => ({
  SMTP_URL: inbox.smtpUrl,
  SUPPORT_PHONE: '09612-000111, 01712-000222',
  SUPPORT_EMAIL: 'help@desh.test',
  SUPPORT_RATE_LIMIT_MAX: '1000',
}));
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAs(ctx, 'admin');
});

const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/support/requests', headers, payload: body });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const question = { topic: 'parcel', message: 'My parcel has not moved for three days.' };

describe('contact details', () => {
  it('are served with the public config, from the environment', async () => {
    const response = await ctx.app.inject({ url: '/api/config' });
    expect(response.json().support).toEqual({
      phones: ['09612-000111', '01712-000222'],
      email: 'help@desh.test',
      hours: null,
      hoursBn: null,
    });
  });

  it('have demo values outside production and none in production unless set', () => {
    const base = { BETTER_AUTH_SECRET: 'x'.repeat(32), METRICS_TOKEN: 'm' };
    expect(loadEnv({ NODE_ENV: 'development' }).support.phones.length).toBeGreaterThan(0);
    expect(loadEnv({ NODE_ENV: 'development' }).support.email).toMatch(/@/);
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).support).toEqual({
      phones: [],
      email: null,
      hours: null,
      hoursBn: null,
    });
    expect(
      loadEnv({
        ...base,
        NODE_ENV: 'production',
        SUPPORT_HOURS: 'Sat–Thu 9–21',
        SUPPORT_HOURS_BN: 'শনি–বৃহস্পতি',
      }).support.hours,
    ).toBe('Sat–Thu 9–21');
  });
});

describe('a support request', () => {
  it('from a visitor with only a phone is answered by SMS, then closed', async () => {
    const created = await ask({ ...question, name: 'Karim', phone: '+88 01812-345678', locale: 'bn' });
    expect(created.statusCode).toBe(201);
    const { id, number } = created.json();
    expect(created.json()).toEqual({ id, number, status: 'open', createdAt: expect.any(String) });

    const open = await asAdmin('GET', '/api/support/requests?status=open');
    expect(open.json().items.map((item: { id: string }) => item.id)).toContain(id);
    expect(open.json().openCount).toBeGreaterThan(0);

    const answered = await asAdmin('POST', `/api/support/requests/${id}/answer`, {
      answer: 'Your parcel left the Dhaka hub today.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', phone: '01812345678', answerChannel: 'sms' });
    await vi.waitFor(() => expect(ctx.sms.to('01812345678')).toHaveLength(1));
    expect(ctx.sms.to('01812345678')[0]?.body).toContain('Your parcel left the Dhaka hub today.');
    expect(ctx.sms.to('01812345678')[0]?.body).toContain('উত্তর');

    const answeredList = await asAdmin('GET', '/api/support/requests?status=answered');
    expect(answeredList.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const closed = await asAdmin('POST', `/api/support/requests/${id}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    // A second close is a retried click: the same closed request.
    expect((await asAdmin('POST', `/api/support/requests/${id}/close`)).statusCode).toBe(200);
    const late = await asAdmin('POST', `/api/support/requests/${id}/answer`, { answer: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SUPPORT_REQUEST_CLOSED');
  });

  it('from a signed-in customer is theirs: listed as theirs and answered by mail', async () => {
    const customer = await signUp(ctx.app, { name: 'Nasrin' });
    const created = await ask(
      { ...question, name: 'Nasrin', email: customer.email, topic: 'payment', locale: 'en' },
      customer.headers,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const answer = 'Your COD will be paid out on Sunday.';
    await asAdmin('POST', `/api/support/requests/${id}/answer`, { answer });
    await vi.waitFor(() =>
      expect(inbox.received.filter((mail) => mail.to.includes(customer.email))).toHaveLength(1),
    );
    const mail = inbox.received.find((item) => item.to.includes(customer.email));
    expect(mail?.text).toContain(answer);
    expect(mail?.text).toContain('/support/requests');

    const mine = await ctx.app.inject({ url: '/api/support/requests/mine', headers: customer.headers });
    expect(mine.json()).toEqual([
      expect.objectContaining({ id, status: 'answered', answer, signedIn: true }),
    ]);
    const own = await ctx.app.inject({ url: `/api/support/requests/${id}`, headers: customer.headers });
    expect(own.statusCode).toBe(200);

    // Nobody else reads it, and a customer cannot list or answer.
    const other = await signUp(ctx.app);
    expect(
      (await ctx.app.inject({ url: `/api/support/requests/${id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/support/requests/mine', headers: other.headers })).json(),
    ).toEqual([]);
    expect(
      (await ctx.app.inject({ url: '/api/support/requests', headers: customer.headers })).statusCode,
    ).toBe(403);
  });

  it('names a parcel by tracking ID, which the admin sees with its status', async () => {
    const sender = await signUp(ctx.app);
    const parcel = await insertParcel(ctx.db, sender, { status: 'in_transit' });
    const created = await ask({
      ...question,
      name: 'Rahim',
      email: 'rahim@example.test',
      trackingId: parcel.trackingId.toLowerCase(),
    });
    expect(created.statusCode).toBe(201);
    const detail = await asAdmin('GET', `/api/support/requests/${created.json().id}`);
    expect(detail.json()).toMatchObject({
      trackingId: parcel.trackingId,
      parcel: { trackingId: parcel.trackingId, status: 'in_transit' },
    });

    const unknown = await ask({
      ...question,
      name: 'Rahim',
      email: 'rahim@example.test',
      trackingId: 'DSH-1000000000000',
    });
    const unknownDetail = await asAdmin('GET', `/api/support/requests/${unknown.json().id}`);
    expect(unknownDetail.json()).toMatchObject({ trackingId: 'DSH-1000000000000', parcel: null });
  });

  it('is refused without a way to answer, or with a malformed tracking ID', async () => {
    const noContact = await ask({ ...question, name: 'Anon', email: '', phone: '' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().error.fields).toEqual({ email: supportMessages.contactRequired });

    const badTracking = await ask({ ...question, name: 'Anon', phone: '01712345678', trackingId: 'ABC-12' });
    expect(badTracking.statusCode).toBe(400);
    expect(badTracking.json().error.fields).toEqual({ trackingId: supportMessages.trackingInvalid });
  });

  it('with the session cookie from another site is refused, like every other form', async () => {
    const customer = await signUp(ctx.app);
    const body = { ...question, name: 'Nasrin', email: customer.email };
    const foreign = await ask(body, { cookie: customer.cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const own = await ask(body, { cookie: customer.cookie, origin: testOrigin });
    expect(own.statusCode).toBe(201);
  });
});

describe('visitors writing many requests', () => {
  it('are held back per IP', async () => {
    const limited = await createTestContext({ SUPPORT_RATE_LIMIT_MAX: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/support/requests',
          payload: { ...question, name: 'Spam', phone: '01712345678' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
