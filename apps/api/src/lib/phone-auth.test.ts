import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox, users, verifications } from '../db/schema/index.ts';
import { requestAs, signUp, testOrigin, useTestContext } from '../test/helpers.ts';
import { phoneAccountEmailDomain } from './phone-auth.ts';

const ctx = useTestContext({ AUTH_SMS_CODE_IP_MAX: '12', AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' });

let ipSeq = 0;
/** Each test asks from its own address, so the per-address code limit of one never touches another. */
const freshIp = () => {
  ipSeq += 1;
  return `10.0.${ipSeq}.1`;
};

function post(
  path: string,
  payload: object,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: testOrigin, ...options.headers },
    payload,
    remoteAddress: options.ip ?? '10.255.0.1',
  });
}

/** The newest code texted to a number (the worker sends it from the outbox). */
async function codeSentTo(phone: string, count = 1): Promise<string> {
  await expect.poll(() => ctx.sms.to(phone).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const body = ctx.sms.to(phone).at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

async function signInByPhone(phone: string, spelling = phone, ip = freshIp()) {
  const before = ctx.sms.to(phone).length;
  const sent = await post('/phone-number/send-otp', { phoneNumber: spelling }, { ip });
  expect(sent.statusCode).toBe(200);
  const code = await codeSentTo(phone, before + 1);
  const verified = await post('/phone-number/verify', { phoneNumber: spelling, code }, { ip });
  return { verified, code };
}

const bearer = (response: { headers: Record<string, unknown> }) => ({
  authorization: `Bearer ${String(response.headers['set-auth-token'])}`,
});

const session = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });

describe('sign-in with a phone number and an SMS code', () => {
  it('texts a code through the outbox, and the code signs a new customer in', async () => {
    const { verified, code } = await signInByPhone('01712345601', '+8801712345601');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).not.toHaveProperty('token');

    const answer = await session(bearer(verified));
    expect(answer.json().user).toMatchObject({
      phoneNumber: '01712345601',
      phoneNumberVerified: true,
      role: 'customer',
      name: '01712345601',
    });
    expect(answer.json().user.email).toMatch(new RegExp(`@${phoneAccountEmailDomain}$`));

    // Queued once, marked secret (never logged), sent once, in Bangla by default.
    const rows = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, '01712345601'));
    expect(rows).toEqual([expect.objectContaining({ kind: 'sign_in_code', secret: true, status: 'sent' })]);
    expect(ctx.sms.to('01712345601')).toHaveLength(1);
    expect(ctx.sms.to('01712345601')[0]?.body).toContain(`কোড ${code}`);

    // The spec's user record is there for the web to read.
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(answer.json().user.email)}`,
      headers: bearer(verified),
    });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ role: 'customer' });
  });

  it('writes the code in English for an English reader, and takes it typed in Bangla digits', async () => {
    const ip = freshIp();
    await post(
      '/phone-number/send-otp',
      { phoneNumber: '01812345602' },
      { ip, headers: { cookie: 'lang=en' } },
    );
    const code = await codeSentTo('01812345602');
    expect(ctx.sms.to('01812345602')[0]?.body).toContain(`Your code is ${code}`);
    const bangla = code.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
    const verified = await post('/phone-number/verify', { phoneNumber: '01812345602', code: bangla }, { ip });
    expect(verified.statusCode).toBe(200);
  });

  it('treats +8801712345678, 8801712345678 and 01712345678 as one account stored as 01712345678', async () => {
    const first = await signInByPhone('01712345678', '+8801712345678');
    const second = await signInByPhone('01712345678', '8801712345678');
    const third = await signInByPhone('01712345678', '017-1234 5678');
    const ids = await Promise.all(
      [first, second, third].map(async ({ verified }) => {
        expect(verified.statusCode).toBe(200);
        return (await session(bearer(verified))).json().user.id as string;
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const stored = await ctx.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(like(users.phoneNumber, '%12345678'));
    expect(stored).toEqual([{ phone: '01712345678' }]);
  });

  it('refuses a number that is not a Bangladeshi mobile, with the shared message', async () => {
    for (const phoneNumber of ['01212345678', '+15551234567', '0171234567', '']) {
      const answer = await post('/phone-number/send-otp', { phoneNumber }, { ip: freshIp() });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { phoneNumber: 'Enter a valid Bangladeshi mobile number, e.g. 01712345678' },
      });
    }
  });

  it('allows three wrong codes, then refuses even the right one until a new code is sent', async () => {
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01912345603' }, { ip });
    const code = await codeSentTo('01912345603');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await post('/phone-number/verify', { phoneNumber: '01912345603', code: wrong }, { ip });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('INVALID_OTP');
    }
    const right = await post('/phone-number/verify', { phoneNumber: '01912345603', code }, { ip });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(right.headers['set-auth-token']).toBeUndefined();
    // A new code works.
    const again = await signInByPhone('01912345603', '01912345603', ip);
    expect(again.verified.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01512345604' }, { ip });
    const code = await codeSentTo('01512345604');
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, 'phone-number-otp-01512345604'));
    const answer = await post('/phone-number/verify', { phoneNumber: '01512345604', code }, { ip });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('OTP_EXPIRED');
  });

  it('sends at most 5 codes an hour to one number, whoever asks', async () => {
    for (let index = 0; index < 5; index += 1) {
      const answer = await post('/phone-number/send-otp', { phoneNumber: '01612345605' }, { ip: freshIp() });
      expect(answer.statusCode).toBe(200);
    }
    const sixth = await post('/phone-number/send-otp', { phoneNumber: '+8801612345605' }, { ip: freshIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_CODES');
    await expect.poll(() => ctx.sms.to('01612345605').length).toBe(5);
  });

  it('sends at most AUTH_SMS_CODE_IP_MAX codes an hour for one address, whatever the numbers', async () => {
    const ip = freshIp();
    for (let index = 0; index < 12; index += 1) {
      const phoneNumber = `0131234${String(index).padStart(4, '0')}`;
      expect((await post('/phone-number/send-otp', { phoneNumber }, { ip })).statusCode).toBe(200);
    }
    const next = await post('/phone-number/send-otp', { phoneNumber: '01312349999' }, { ip });
    expect(next.statusCode).toBe(429);
  });

  it('does not sign in with a phone number and a password', async () => {
    const answer = await post('/sign-in/phone-number', { phoneNumber: '01712345601', password: 'secret123' });
    expect(answer.statusCode).toBe(404);
  });
});

describe('a phone on an email account', () => {
  it('is added only with a code sent to it, by the signed-in owner, and then signs in that account', async () => {
    const owner = await signUp(ctx.app);
    const ip = freshIp();
    // Not by update-user, and not by sign-up: a number is only ever set by proving it.
    const direct = await post('/update-user', { phoneNumber: '01712345606' }, { headers: owner.headers, ip });
    expect(direct.statusCode).toBe(400);

    await post('/phone-number/send-otp', { phoneNumber: '01712345606' }, { ip });
    const code = await codeSentTo('01712345606');
    const anonymous = await post(
      '/phone-number/verify',
      { phoneNumber: '01712345606', code, updatePhoneNumber: true },
      { ip },
    );
    expect(anonymous.statusCode).toBe(401);

    await post('/phone-number/send-otp', { phoneNumber: '01712345606' }, { ip });
    const second = await codeSentTo('01712345606', 2);
    const added = await post(
      '/phone-number/verify',
      { phoneNumber: '+8801712345606', code: second, updatePhoneNumber: true, currentPassword: 'secret123' },
      { headers: owner.headers, ip },
    );
    expect(added.statusCode).toBe(200);
    expect((await session(owner.headers)).json().user).toMatchObject({
      phoneNumber: '01712345606',
      phoneNumberVerified: true,
    });

    const byPhone = await signInByPhone('01712345606');
    expect((await session(bearer(byPhone.verified))).json().user.id).toBe(owner.userId);
  });

  it('cannot take a number another account has verified', async () => {
    await signInByPhone('01712345607');
    const other = await signUp(ctx.app);
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01712345607' }, { ip });
    const code = await codeSentTo('01712345607', 2);
    const taken = await post(
      '/phone-number/verify',
      { phoneNumber: '01712345607', code, updatePhoneNumber: true, currentPassword: 'secret123' },
      { headers: other.headers, ip },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('PHONE_NUMBER_EXIST');
  });

  it('makes a customer, whatever role a sign-up body asks for', async () => {
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01712345608' }, { ip });
    const code = await codeSentTo('01712345608');
    const answer = await post(
      '/phone-number/verify',
      { phoneNumber: '01712345608', code, role: 'admin' },
      { ip },
    );
    expect(answer.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.phoneNumber, '01712345608'));
    expect(row?.role).toBe('customer');
  });
});

describe('password reset by SMS', () => {
  it('texts a code to the account’s verified phone; the new password works, the old one and every session end', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01712345609' }, { ip });
    const addCode = await codeSentTo('01712345609');
    await post(
      '/phone-number/verify',
      {
        phoneNumber: '01712345609',
        code: addCode,
        updatePhoneNumber: true,
        disableSession: true,
        currentPassword: 'old-secret',
      },
      { headers: owner.headers, ip },
    );

    const requested = await post(
      '/phone-number/request-password-reset',
      { phoneNumber: '8801712345609' },
      { ip },
    );
    expect(requested.statusCode).toBe(200);
    const otp = await codeSentTo('01712345609', 2);
    expect(ctx.sms.to('01712345609').at(-1)?.body).toContain('পাসওয়ার্ড');
    const [row] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'password_reset_code'));
    expect(row?.secret).toBe(true);

    const wrong = await post(
      '/phone-number/reset-password',
      { phoneNumber: '01712345609', otp: otp === '000000' ? '111111' : '000000', newPassword: 'new-secret' },
      { ip },
    );
    expect(wrong.statusCode).toBe(400);
    const reset = await post(
      '/phone-number/reset-password',
      { phoneNumber: '+8801712345609', otp, newPassword: 'new-secret' },
      { ip },
    );
    expect(reset.statusCode).toBe(200);

    expect((await session(owner.headers)).json()).toBeNull();
    const mine = await requestAs(ctx, owner, 'GET', `/api/users/${owner.email}`);
    expect(mine.statusCode).toBe(401);
    const signIn = (password: string) =>
      post('/sign-in/email', { email: owner.email, password }, { ip: freshIp() });
    expect((await signIn('old-secret')).statusCode).toBe(401);
    expect((await signIn('new-secret')).statusCode).toBe(200);
    // The code is spent.
    const replay = await post(
      '/phone-number/reset-password',
      { phoneNumber: '01712345609', otp, newPassword: 'third-secret' },
      { ip },
    );
    expect(replay.statusCode).toBe(400);
  });

  it('lifts an account lock, as a reset by email does (the same onPasswordReset hook)', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const ip = freshIp();
    await post('/phone-number/send-otp', { phoneNumber: '01712345612' }, { ip });
    await post(
      '/phone-number/verify',
      {
        phoneNumber: '01712345612',
        code: await codeSentTo('01712345612'),
        updatePhoneNumber: true,
        currentPassword: 'old-secret',
      },
      { headers: owner.headers, ip },
    );
    const signIn = (password: string) =>
      post('/sign-in/email', { email: owner.email, password }, { ip: freshIp() });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('guess')).statusCode).toBe(401);
    expect((await signIn('old-secret')).statusCode).toBe(429);

    await post('/phone-number/request-password-reset', { phoneNumber: '01712345612' }, { ip });
    const otp = await codeSentTo('01712345612', 2);
    const reset = await post(
      '/phone-number/reset-password',
      { phoneNumber: '01712345612', otp, newPassword: 'new-secret' },
      { ip },
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn('new-secret')).statusCode).toBe(200);
  });

  it('answers the same for a number with no account, and texts nothing', async () => {
    const answer = await post(
      '/phone-number/request-password-reset',
      { phoneNumber: '01712345610' },
      { ip: freshIp() },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true });
    const queued = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, '01712345610'));
    expect(queued).toEqual([]);
  });
});
