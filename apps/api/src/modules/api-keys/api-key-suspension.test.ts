import { describe, expect, it } from 'vitest';
import {
  requestAs,
  type SignedIn,
  signInHeaders,
  signUp,
  testOrigin,
  useTestContext,
} from '../../test/helpers.ts';
import { resetByEmail } from '../../test/password-reset-steps.ts';

const ctx = useTestContext();

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
const parcelsWith = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/parcels', headers });

async function createKey(user: SignedIn, name: string) {
  const response = await requestAs(ctx, user, 'POST', '/api/api-keys', { name });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; key: string };
}

const signIn = (email: string, password: string) => signInHeaders(ctx.app, email, password);

describe('API keys after a password reset', () => {
  it('are suspended until the owner, signed in again, confirms each one', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const first = await createKey(owner, 'Website');
    const second = await createKey(owner, 'Warehouse');
    expect((await parcelsWith(withKey(first.key))).statusCode).toBe(200);

    await resetByEmail(ctx, owner.email, 'new-secret');

    for (const key of [first.key, second.key]) {
      const refused = await parcelsWith(withKey(key));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('API_KEY_SUSPENDED');
    }

    const session = await signIn(owner.email, 'new-secret');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: session });
    expect(listed.json().map((key: { suspendedAt: string | null }) => key.suspendedAt)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);

    const stranger = await signUp(ctx.app);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/api-keys/${first.id}/confirm`,
      headers: { ...stranger.headers, origin: testOrigin },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await parcelsWith(withKey(first.key))).statusCode).toBe(403);

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/api-keys/${first.id}/confirm`,
      headers: { ...session, origin: testOrigin },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ id: first.id, suspendedAt: null, revokedAt: null });
    expect((await parcelsWith(withKey(first.key))).statusCode).toBe(200);
    // Each key is confirmed on its own: the other one is still refused.
    expect((await parcelsWith(withKey(second.key))).statusCode).toBe(403);
  });

  it('a key cannot confirm itself, and a revoked key cannot be confirmed', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const key = await createKey(owner, 'Website');
    await resetByEmail(ctx, owner.email, 'new-secret');
    const byKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/confirm`,
      headers: withKey(key.key),
    });
    expect(byKey.statusCode).toBe(403);
    const session = await signIn(owner.email, 'new-secret');
    await ctx.app.inject({ method: 'DELETE', url: `/api/api-keys/${key.id}`, headers: session });
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/confirm`,
      headers: { ...session, origin: testOrigin },
    });
    expect(confirm.statusCode).toBe(404);
    expect((await parcelsWith(withKey(key.key))).statusCode).toBe(401);
  });

  it('a password change (not a reset) keeps the keys working', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const key = await createKey(owner, 'Website');
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...owner.headers, origin: testOrigin },
      payload: { currentPassword: 'old-secret', newPassword: 'new-secret' },
    });
    expect(change.statusCode).toBe(200);
    expect((await parcelsWith(withKey(key.key))).statusCode).toBe(200);
  });
});
