import { isStandInEmail } from '@desh/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin, useTestContext } from '../test/helpers.ts';
import { startMailInbox } from '../test/mail-inbox.ts';

describe('a phone account’s name, shop and email', () => {
  let inbox: Awaited<ReturnType<typeof startMailInbox>>;
  beforeAll(async () => {
    inbox = await startMailInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });
  const ctx = useTestContext(() => ({
    SMTP_URL: inbox.smtpUrl,
    MAIL_FROM: 'Desh Courier <accounts@desh.test>',
  }));

  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { origin: testOrigin, ...headers },
      payload,
      remoteAddress: '10.77.0.1',
    });
  const sessionUser = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers })).json().user;

  async function phoneAccount(phone: string) {
    expect((await post('/phone-number/send-otp', { phoneNumber: phone })).statusCode).toBe(200);
    await expect.poll(() => ctx.sms.to(phone).length, { timeout: 10_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(ctx.sms.to(phone)[0]?.body ?? '')?.[1] ?? '';
    const verified = await post('/phone-number/verify', { phoneNumber: phone, code });
    expect(verified.statusCode).toBe(200);
    return { authorization: `Bearer ${String(verified.headers['set-auth-token'])}` };
  }

  it('keeps the name and shop asked at sign-up, and sets an email only once its link is opened', async () => {
    const headers = await phoneAccount('01712345688');
    const named = await post('/update-user', { name: 'Rahima Khatun', shopName: 'Rahima Fashion' }, headers);
    expect(named.statusCode, named.body).toBe(200);
    expect(await sessionUser(headers)).toMatchObject({ name: 'Rahima Khatun', shopName: 'Rahima Fashion' });

    const asked = await post(
      '/change-email',
      { newEmail: 'rahima@example.test', callbackURL: '/account' },
      headers,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    await expect.poll(() => inbox.received.length, { timeout: 5000 }).toBe(1);
    const [mail] = inbox.received;
    expect(mail?.to).toEqual(['rahima@example.test']);
    expect(mail?.text).toContain('Open this link to confirm it');
    expect(mail?.text).toContain('নিশ্চিত করতে এই লিংকটি খুলুন');
    // Not yet: the account still has only its stand-in, which no screen shows.
    const before = await sessionUser(headers);
    expect(isStandInEmail(before.email)).toBe(true);

    const link = new URL(/(https?:\/\/\S+verify-email\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const opened = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search, headers });
    expect(opened.statusCode).toBeLessThan(400);
    await expect.poll(async () => (await sessionUser(headers)).email).toBe('rahima@example.test');
    await expect.poll(async () => (await sessionUser(headers)).emailVerified).toBe(true);
    expect(await sessionUser(headers)).toMatchObject({ email: 'rahima@example.test', name: 'Rahima Khatun' });
  });
});
