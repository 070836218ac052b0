import type { AsyncLocalStorage } from 'node:async_hooks';
import { fromNodeHeaders } from 'better-auth/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../modules/mail/mailer.ts';
import { authMessages } from '../modules/users/auth-messages.ts';
import { createTestContext, signUp, type TestContext } from '../test/helpers.ts';
import { createAuth } from './auth.ts';
import { betterAuthStorages, withStoragesOffWhenIdle } from './auth-idle-storage.ts';
import { idleTracker } from './idle-tracker.ts';

/** Node 20's own flag on a store: set by run(), cleared by disable(). */
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

describe('withStoragesOffWhenIdle', () => {
  it('keeps the endpoints’ own properties and counts every call', async () => {
    let idle = 0;
    const endpoint = Object.assign(async (n: number) => n * 2, { path: '/double' });
    const wrapped = withStoragesOffWhenIdle(
      { handler: async (_request: Request) => new Response('ok'), api: { double: endpoint, version: 1 } },
      idleTracker(() => {
        idle += 1;
      }),
    );
    expect(wrapped.api.double.path).toBe('/double');
    expect(wrapped.api.version).toBe(1);
    expect(await wrapped.api.double(4)).toBe(8);
    expect(await (await wrapped.handler(new Request('http://localhost/'))).text()).toBe('ok');
    expect(idle).toBe(2);
  });
});

describe('Better Auth’s stores between its calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('are off once its calls settle, and on again for each call, overlapping ones included', async () => {
    const user = await signUp(ctx.app);
    const storages = betterAuthStorages();
    expect(storages.length).toBeGreaterThan(0);
    expect(storages.filter(isOn)).toEqual([]);

    // Two sign-ups and a session read at once, the read on another instance of Better Auth (the stores
    // are shared): each finishes with its own context intact.
    const auth = createAuth(ctx.db, ctx.env, authMessages(ctx.db, createMailer(ctx.env)));
    const [first, second, session] = await Promise.all([
      signUp(ctx.app),
      signUp(ctx.app),
      auth.api.getSession({ headers: fromNodeHeaders(user.headers) }),
    ]);
    expect(first.userId).not.toBe(second.userId);
    expect(session?.user.id).toBe(user.userId);
    expect(betterAuthStorages().filter(isOn)).toEqual([]);
  });
});
