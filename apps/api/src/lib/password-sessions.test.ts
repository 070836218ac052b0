import { describe, expect, it } from 'vitest';
import { requestAs, signInHeaders, signUp, testOrigin, useTestContext } from '../test/helpers.ts';
import { resetByEmail } from '../test/password-reset-steps.ts';

const ctx = useTestContext();

const signIn = (email: string, password: string) => signInHeaders(ctx.app, email, password);

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/parcels', headers });

describe('after a password change', () => {
  it('every other session is signed out, whatever the body asks; the caller stays signed in', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const phone = await signIn(user.email, 'old-secret');
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(200);

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...user.headers, origin: testOrigin },
      payload: { currentPassword: 'old-secret', newPassword: 'new-secret', revokeOtherSessions: false },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).not.toHaveProperty('token');

    expect((await me(phone)).statusCode).toBe(401);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(401);
    // The caller's own device carries on with the session the answer set.
    const fresh = { authorization: `Bearer ${String(change.headers['set-auth-token'])}` };
    expect((await me(fresh)).statusCode).toBe(200);
  });
});

describe('after a password reset', () => {
  it('every session is signed out', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const phone = await signIn(user.email, 'old-secret');
    await resetByEmail(ctx, user.email, 'new-secret');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(401);
  });
});

/** Ends a session by its id as the account page does: from our own origin. */
const endSession = (who: { headers: Record<string, string> }, sessionId: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/sessions/${sessionId}`,
    headers: { ...who.headers, origin: testOrigin },
  });

describe('list-sessions', () => {
  it('carries no session token, and a listed session is ended by its id', async () => {
    const user = await signUp(ctx.app);
    const phone = await signIn(user.email, 'secret123');
    const listed = await requestAs(ctx, user, 'GET', '/api/auth/list-sessions');
    expect(listed.statusCode).toBe(200);
    const entries = listed.json() as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).not.toHaveProperty('token');
      expect(entry.id).toEqual(expect.any(String));
    }
    const signedToken = phone.authorization.slice('Bearer '.length);
    expect(listed.body).not.toContain(signedToken.split('.')[0]);

    // The phone's session is the one that is not the caller's current one.
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers })
    ).json() as { session: { id: string } };
    const other = entries.find((entry) => entry.id !== current.session.id);
    const stranger = await signUp(ctx.app);
    const foreign = await endSession(stranger, String(other?.id));
    expect(foreign.statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);

    const revoke = await endSession(user, String(other?.id));
    expect(revoke.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });
});
