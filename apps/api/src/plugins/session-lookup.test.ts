import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { createAuth } from '../lib/auth.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { authMessages } from '../modules/users/auth-messages.ts';
import { createTestContext, type SignedIn, signUp, type TestContext } from '../test/helpers.ts';
import { createSessionLookup, type SessionLookup, verifySignedToken } from './session-lookup.ts';

const secret = 'test-secret-that-is-long-enough-for-better-auth';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  // Notifications arrive on their own connection: wait for them, without asserting how fast.
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt === 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('session lookup (the fast path of request.session())', () => {
  let ctx: TestContext;
  let lookup: SessionLookup;
  let user: SignedIn;

  beforeAll(async () => {
    ctx = await createTestContext();
    // A cache far longer than production allows: an entry can only go away through a notification.
    lookup = await createSessionLookup({
      auth: createAuth(ctx.db, ctx.env, authMessages(ctx.db, createMailer(ctx.env))),
      database: ctx.database,
      cacheMs: 60_000,
    });
    user = await signUp(ctx.app);
  });
  afterAll(async () => {
    await lookup.close();
    await ctx.close();
  });

  it('answers what Better Auth’s getSession answers, by bearer token and by cookie', async () => {
    const auth = createAuth(ctx.db, ctx.env, authMessages(ctx.db, createMailer(ctx.env)));
    const expected = await auth.api.getSession({ headers: fromNodeHeaders(user.headers) });
    expect(expected).not.toBeNull();
    const byBearer = await lookup.lookup(user.headers);
    expect(JSON.parse(JSON.stringify(byBearer))).toEqual(JSON.parse(JSON.stringify(expected)));
    const byCookie = await lookup.lookup({ cookie: user.cookie });
    expect(byCookie?.user.id).toBe(user.userId);
  });

  it('refuses unsigned, tampered and foreign-secret tokens', async () => {
    const signed = decodeURIComponent(user.headers.authorization.slice('Bearer '.length));
    const [token, signature] = [
      signed.slice(0, signed.lastIndexOf('.')),
      signed.slice(signed.lastIndexOf('.') + 1),
    ];
    expect(verifySignedToken(signed, secret)).toBe(token);
    expect(verifySignedToken(signed, `${secret}-other`)).toBeUndefined();
    expect(await lookup.lookup({ authorization: `Bearer ${token}` })).toBeNull();
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await lookup.lookup({ authorization: `Bearer ${token}.${flipped}` })).toBeNull();
    expect(await lookup.lookup({ cookie: `better-auth.session_token=${token}` })).toBeNull();
    expect(await lookup.lookup({})).toBeNull();
  });

  it('drops a cached session when its row is deleted, whoever deletes it', async () => {
    const other = await signUp(ctx.app);
    expect((await lookup.lookup(other.headers))?.user.id).toBe(other.userId);
    await ctx.db.delete(sessions).where(eq(sessions.userId, other.userId));
    const after = await eventually(
      () => lookup.lookup(other.headers),
      (session) => session === null,
    );
    expect(after).toBeNull();
  });

  it('answers a changed role once the change is committed', async () => {
    const other = await signUp(ctx.app);
    expect((await lookup.lookup(other.headers))?.user).toMatchObject({ role: 'customer' });
    await ctx.db.update(users).set({ role: 'rider' }).where(eq(users.id, other.userId));
    const after = await eventually(
      () => lookup.lookup(other.headers),
      (session) => (session?.user as { role?: string } | undefined)?.role === 'rider',
    );
    expect(after?.user).toMatchObject({ role: 'rider' });
  });
});
