import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext, testOrigin } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('API basics', () => {
  it('answers health with a database check', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/users/{email}', '/api/users', '/api/uploads', '/api/health']),
    );
  });

  it('answers malformed JSON with 400 in the error shape, never 5xx', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_JSON', message: expect.any(String) } });
  });

  it('refuses a NUL character in the path, the query or the body with 400 (PostgreSQL text cannot hold it)', async () => {
    const user = await signUp(ctx.app);
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/track/DSH-1%00' }),
      ctx.app.inject({ method: 'GET', url: '/api/quote?parcelType=small%00' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"nul\\u0000@example.com"}',
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: user.email, name: 'A\u0000B' }),
      }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe('Text cannot contain the NUL character.');
    }
  });

  it('answers an oversized body with 413', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown endpoint with 404 JSON, and a wrong type with 415', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const user = await signUp(ctx.app);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...user.headers, 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends helmet security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('tells the web app whether Google sign-in and password reset are available', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    // Outside production a reset link is printed to the log, so the flow is usable without mail.
    expect(response.json()).toEqual({ googleEnabled: false, passwordResetEnabled: true });
  });

  it('accepts the signed bearer token from sign-in in place of the cookie, never the bare token', async () => {
    const user = await signUp(ctx.app, { password: 'secret123' });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testOrigin },
      payload: { email: user.email, password: 'secret123' },
    });
    const signed = String(signIn.headers['set-auth-token']);
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.email}`,
      headers: { authorization: `Bearer ${signed}` },
    });
    expect(record.statusCode).toBe(200);
    // The bare session token (the body's `token`) carries no signature: refused.
    const bare = signIn.json().token as string;
    expect(signed.startsWith(`${bare}.`)).toBe(true);
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.email}`,
      headers: { authorization: `Bearer ${bare}` },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('Google sign-in', () => {
  let google: TestContext;
  beforeAll(async () => {
    google = await createTestContext({
      GOOGLE_CLIENT_ID: 'test-client.apps.example',
      GOOGLE_CLIENT_SECRET: 'test-secret',
    });
  });
  afterAll(async () => {
    await google.close();
  });

  it('is offered when configured and starts at Google with our callback', async () => {
    const config = await google.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ googleEnabled: true });
    const start = await google.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: testOrigin },
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client.apps.example');
    expect(url.searchParams.get('redirect_uri')).toBe(`${testOrigin}/api/auth/callback/google`);
  });
});
