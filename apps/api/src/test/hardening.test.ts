import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext, testOrigin } from './helpers.ts';

// Regression tests of the hardening issue (#16) that need no database faults: signed bearer tokens,
// no raw session token in answers to the browser, and the auth routes under the API rate limit.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('bearer tokens', () => {
  it('must carry Better Auth’s signature: the bare session token is refused', async () => {
    const user = await signUp(ctx.app);
    const signed = decodeURIComponent(user.headers.authorization.replace(/^Bearer /, ''));
    const [raw, signature] = signed.split('.');
    expect(raw).toMatch(/^\w{20,}$/);
    expect(signature).toBeTruthy();
    const read = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/users/${user.email}`, headers: { authorization } });
    expect((await read(`Bearer ${signed}`)).statusCode).toBe(200);
    const unsigned = await read(`Bearer ${raw}`);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    expect((await read(`Bearer ${raw}.forged-signature`)).statusCode).toBe(401);
  });

  it('keeps the raw session token out of sign-in, sign-up and get-session answers', async () => {
    const email = `token-${Date.now()}@example.test`;
    const signUpAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testOrigin },
      payload: { name: 'Token Test', email, password: 'secret123' },
    });
    expect(signUpAnswer.statusCode).toBe(200);
    expect(signUpAnswer.json()).not.toHaveProperty('token');
    expect(signUpAnswer.json().user.email).toBe(email);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testOrigin },
      payload: { email, password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('token');
    // API clients read the signed token from the header instead.
    const signedToken = String(signIn.headers['set-auth-token']);
    const raw = decodeURIComponent(signedToken).split('.')[0] ?? '';
    expect(raw.length).toBeGreaterThan(20);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((value) => String(value).split(';')[0])
      .join('; ');

    for (const headers of [{ cookie }, { authorization: `Bearer ${signedToken}` }]) {
      const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(session.statusCode).toBe(200);
      const body = session.json();
      expect(body.user.email).toBe(email);
      expect(body.session).toEqual(expect.objectContaining({ expiresAt: expect.any(String) }));
      expect(body.session).not.toHaveProperty('token');
      expect(session.body).not.toContain(raw);
    }
  });
});

describe('the auth routes count against the per-IP API limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ API_RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 in the error shape once an address has used its share', async () => {
    const getSession = () =>
      limited.app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: '203.0.113.77' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await getSession()).statusCode).toBe(200);
    const refused = await getSession();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    const other = await limited.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });
});
