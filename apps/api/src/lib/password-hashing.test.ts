import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { createTestContext, signInAnswer, signUp, type TestContext } from '../test/helpers.ts';
import { passwordHashing } from './password-hashing.ts';

/** Better Auth's scrypt form: a 16-byte salt and a 64-byte key, in hex. */
const scryptForm = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

async function storedHash(ctx: TestContext, userId: string): Promise<string | null | undefined> {
  const [row] = await ctx.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.password;
}

describe('password hashing', () => {
  it('refuses the fast hash outside NODE_ENV=test, and gives none unless asked for', () => {
    const production = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      METRICS_TOKEN: 'm',
    });
    expect(() => passwordHashing(production, true)).toThrow(/tests only/);
    expect(() => passwordHashing(loadEnv({ NODE_ENV: 'development' }), true)).toThrow(/tests only/);
    expect(passwordHashing(production, undefined)).toBeUndefined();
    expect(passwordHashing(loadEnv({ NODE_ENV: 'test' }), false)).toBeUndefined();
  });

  describe.each([
    ['a test app: the fast hash', {}, /^test-sha256:[0-9a-f]{32}:[0-9a-f]{64}$/],
    ['an app that asks for scrypt', { scryptPasswords: true }, scryptForm],
  ] as const)('%s', (_name, options, form) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({}, options);
    });
    afterAll(async () => {
      await ctx.close();
    });

    it('stores the hash in its form; the right password signs in, a wrong one does not', async () => {
      const user = await signUp(ctx.app, { password: 'right-password' });
      expect(await storedHash(ctx, user.userId)).toMatch(form);
      expect((await signInAnswer(ctx.app, user.email, 'right-password')).statusCode).toBe(200);
      expect((await signInAnswer(ctx.app, user.email, 'wrong-password')).statusCode).toBe(401);
    });
  });
});
