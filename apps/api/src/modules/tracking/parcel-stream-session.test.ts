import { beforeAll, describe, expect, it } from 'vitest';
import { requestAs, type SignedIn, signUp, testOrigin, useTestContext } from '../../test/helpers.ts';
import { resetByEmail } from '../../test/password-reset-steps.ts';
import { secondApp } from '../../test/second-app.ts';
import { connectSse, type SseClient } from '../../test/sse-client.ts';

const ctx = useTestContext();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Opens the caller's parcel stream on `url` and waits for its `ready`. */
async function openStream(url: string, headers: Record<string, string>): Promise<SseClient> {
  const client = await connectSse(`${url}/api/parcels/stream`, headers);
  expect(client.response.status).toBe(200);
  for (let message = await client.next(); message?.event !== 'ready'; message = await client.next()) {
    if (!message) throw new Error('stream ended before ready');
  }
  return client;
}

/** Resolves once the server has ended the stream; fails if it is still open after `timeoutMs`. */
async function ended(client: SseClient, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await client.next(Math.max(1, deadline - Date.now()));
    if (!message) return;
    // Only heartbeats may arrive before the end.
    expect(message.event).toBe('comment');
  }
}

const post = (url: string, path: string, headers: Record<string, string>, body: unknown = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
    body: JSON.stringify(body),
  });

describe('GET /api/parcels/stream ends with its session', () => {
  it('on sign-out', async () => {
    const user = await signUp(ctx.app);
    const stream = await openStream(baseUrl, user.headers);
    expect((await post(baseUrl, '/api/auth/sign-out', user.headers)).status).toBe(200);
    await ended(stream);
    // The browser's reconnect is refused.
    expect((await fetch(`${baseUrl}/api/parcels/stream`, { headers: user.headers })).status).toBe(401);
  });

  it('when a password change on another session ends it, and never another user’s', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const other = await signUp(ctx.app);
    const cookieStream = await openStream(baseUrl, { cookie: user.cookie });
    const otherStream = await openStream(baseUrl, other.headers);
    // A password change ends every other session: the cookie's stream with it.
    const change = await post(baseUrl, '/api/auth/change-password', user.headers, {
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(change.status).toBe(200);
    await ended(cookieStream);
    // Someone else's stream is untouched.
    await expect(otherStream.next(300)).rejects.toThrow(/timed out/);
    otherStream.close();
  });

  it('when a password reset suspends the API key it was opened with', async () => {
    const owner = await signUp(ctx.app, { password: 'old-secret' });
    const created = await requestAs(ctx, owner, 'POST', '/api/api-keys', { name: 'Shop' });
    const stream = await openStream(baseUrl, { authorization: `Bearer ${created.json().key}` });
    await resetByEmail(ctx, owner.email, 'new-secret');
    await ended(stream);
  });

  it('when the session is ended through another server process', async () => {
    const b = await secondApp(ctx);
    try {
      const user: SignedIn = await signUp(ctx.app);
      const stream = await openStream(b.url, user.headers);
      expect((await post(baseUrl, '/api/auth/sign-out', user.headers)).status).toBe(200);
      await ended(stream);
    } finally {
      await b.app.close();
      if (b.database !== ctx.database) await b.database.close();
    }
  });
});
