import { describe, expect, it } from 'vitest';
import {
  loginAs,
  requestAs,
  signInAnswer,
  signUp,
  signUpAnswer,
  testOrigin,
  useTestContext,
} from './helpers.ts';
import { createApprovedRider } from './rider-steps.ts';

// Regression tests of the hardening issue (#16) that need no database faults: signed bearer tokens,
// no raw session token in answers to the browser, and the auth routes under the API rate limit.

const ctx = useTestContext();

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
    const signedUp = await signUpAnswer(ctx.app, { name: 'Token Test', email, password: 'secret123' });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).not.toHaveProperty('token');
    expect(signedUp.json().user.email).toBe(email);

    const signIn = await signInAnswer(ctx.app, email, 'secret123');
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
  const limited = useTestContext({ API_RATE_LIMIT_MAX: '5' });

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

describe('a rider set back to customer', () => {
  it('loses the parcels they were assigned, on every route', async () => {
    const admin = await loginAs(ctx, 'admin');
    const sender = await loginAs(ctx, 'customer');
    const rider = await createApprovedRider(ctx, admin);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/parcels',
      headers: sender.headers,
      payload: {
        parcelTitle: 'Quilt',
        receiverName: 'Private Receiver',
        receiverPhone: '01711000222',
        pickupAddress: 'House 1, Road 2, Dhanmondi',
        deliveryAddress: 'Secret Flat 9, Agrabad',
        parcelType: 'small',
        deliveryFee: 60,
        paymentMethod: 'prepaid',
      },
    });
    const parcelId = booked.json()._id as string;
    const assigned = await requestAs(ctx, admin, 'PATCH', `/api/parcels/assign/${parcelId}`, {
      riderId: rider.riderId,
    });
    expect(assigned.statusCode).toBe(200);

    const detail = () =>
      ctx.app.inject({ method: 'GET', url: `/api/parcels/${parcelId}`, headers: rider.headers });
    const list = () =>
      ctx.app.inject({ method: 'GET', url: '/api/parcels/assigned', headers: rider.headers });
    const move = (status: string) =>
      requestAs(ctx, rider, 'PATCH', `/api/parcels/${parcelId}/status`, { status });
    expect((await detail()).json().receiverName).toBe('Private Receiver');
    expect((await list()).json().map((parcel: { _id: string }) => parcel._id)).toContain(parcelId);
    expect((await move('picked_up')).statusCode).toBe(200);

    const demoted = await requestAs(ctx, admin, 'PATCH', `/api/users/${rider.userId}/role`, {
      role: 'customer',
    });
    expect(demoted.statusCode).toBe(200);

    const after = await detail();
    expect(after.statusCode).toBe(403);
    expect(after.body).not.toContain('Private Receiver');
    expect(after.body).not.toContain('Secret Flat');
    expect((await list()).statusCode).toBe(403);
    expect((await move('in_transit')).statusCode).toBe(403);
    // The sender and the admin still see it.
    for (const headers of [sender.headers, admin.headers]) {
      const seen = await ctx.app.inject({ method: 'GET', url: `/api/parcels/${parcelId}`, headers });
      expect(seen.statusCode).toBe(200);
    }
  });
});

describe('text limits', () => {
  const signUpWith = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testOrigin },
      payload: {
        name: 'Limit Test',
        email: `limit-${Date.now()}-${Math.random()}@example.test`,
        password: 'secret123',
        ...body,
      },
    });

  it('refuses a 1,000,000-character name at sign-up (4xx), and one just over the limit with 400 naming the field', async () => {
    const response = await signUpWith({ name: 'A'.repeat(1_000_000) });
    // The body is over the JSON size limit already: refused before it is even parsed.
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const justOver = await signUpWith({ name: 'A'.repeat(101) });
    expect(justOver.statusCode).toBe(400);
    expect(justOver.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Please keep this under 100 characters.',
        fields: { name: 'Please keep this under 100 characters.' },
      },
    });
    expect((await signUpWith({ name: 'A'.repeat(100) })).statusCode).toBe(200);
  });

  it.each([
    ['email', { email: `${'a'.repeat(250)}@example.test` }],
    ['password', { password: 'p'.repeat(129) }],
    ['image', { image: `https://example.test/${'i'.repeat(2100)}` }],
    ['callbackURL', { callbackURL: `/${'c'.repeat(2100)}` }],
  ])('refuses an over-long %s with 400 in the error shape', async (field, body) => {
    const response = await signUpWith(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it('refuses an over-long name or photo on update-user too', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...user.headers, origin: testOrigin },
      payload: { name: 'N'.repeat(5000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Please keep this under 100 characters.' });
  });
});
