import { describe, expect, it } from 'vitest';
import { postToAuth, type SignedIn, signUp, testOrigin, useTestContext } from './helpers.ts';

const ctx = useTestContext();

/** POST /api/users with a body sent as is, under `contentType`. */
const postRawUser = (user: SignedIn, contentType: string, payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
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
    const response = await postRawUser(user, 'application/json', '{"email": ');
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

  it('refuses bytes that are not UTF-8 in the path, the query or a JSON body with 400 in the error shape', async () => {
    const user = await signUp(ctx.app);
    const asJson = { ...user.headers, 'content-type': 'application/json' };
    // A surrogate half (what a lone surrogate becomes), a byte that is never UTF-8, an overlong '/', a
    // stray continuation byte, and a '%' without two hex digits.
    const escapes = ['%ED%A0%80', '%FF', '%C0%AF', '%80', '%'];
    const invalidBytes = [[0xed, 0xa0, 0x80], [0xff], [0xc0, 0xaf], [0x80]];
    const answers = await Promise.all([
      ...escapes.map((sequence) => ctx.app.inject({ method: 'GET', url: `/api/track/DSH-1${sequence}` })),
      ...escapes.map((sequence) =>
        ctx.app.inject({ method: 'GET', url: `/api/quote?parcelType=small&pickupDistrict=${sequence}` }),
      ),
      ...escapes.map((sequence) => ctx.app.inject({ method: 'GET', url: `/api/health?${sequence}=1` })),
      ...invalidBytes.map((bytes) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: asJson,
          payload: Buffer.concat([
            Buffer.from(`{"email":"${user.email}","name":"A`),
            Buffer.from(bytes),
            Buffer.from('B"}'),
          ]),
        }),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: { code: expect.stringMatching(/^(BAD_REQUEST|INVALID_JSON)$/), message: expect.any(String) },
      });
    }
    expect(answers.at(-1)?.json().error).toEqual({
      code: 'INVALID_JSON',
      message: 'The request body is not valid UTF-8 text.',
    });

    // Real UTF-8, escaped or raw, still goes through; prototype poisoning is still refused.
    const bangla = 'রহিম উদ্দিন';
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: asJson,
      payload: Buffer.from(JSON.stringify({ email: user.email, name: bangla })),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toBe(user.email);
    const quoted = await ctx.app.inject({
      method: 'GET',
      url: `/api/quote?pickupDistrict=dhaka&deliveryDistrict=dhaka&parcelType=small&note=${encodeURIComponent(bangla)}`,
    });
    expect(quoted.statusCode).toBe(200);
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: asJson,
      payload: `{"email":"${user.email}","__proto__":{"role":"admin"}}`,
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.code).toBe('INVALID_JSON');
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
    const wrongType = await postRawUser(user, 'application/xml', '<email/>');
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
    expect(response.json()).toMatchObject({ googleEnabled: false, passwordResetEnabled: true });
  });

  it('accepts the signed bearer token from sign-in in place of the cookie, never the bare token', async () => {
    const user = await signUp(ctx.app, { password: 'secret123' });
    const signIn = await postToAuth(ctx.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'secret123',
    });
    const signed = String(signIn.headers['set-auth-token']);
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.email}`,
      headers: { authorization: `Bearer ${signed}` },
    });
    expect(record.statusCode).toBe(200);
    // The answer no longer carries the raw session token, and the token without its signature is refused.
    expect(signIn.json().token).toBeUndefined();
    const bare = signed.slice(0, signed.indexOf('.'));
    expect(bare.length).toBeGreaterThan(20);
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${user.email}`,
      headers: { authorization: `Bearer ${bare}` },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('Google sign-in', () => {
  const google = useTestContext({
    GOOGLE_CLIENT_ID: 'test-client.apps.example',
    GOOGLE_CLIENT_SECRET: 'test-secret',
  });

  it('is offered when configured and starts at Google with our callback', async () => {
    const config = await google.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ googleEnabled: true });
    const start = await postToAuth(google.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/',
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json().url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client.apps.example');
    expect(url.searchParams.get('redirect_uri')).toBe(`${testOrigin}/api/auth/callback/google`);
  });
});
