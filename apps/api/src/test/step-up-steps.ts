import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payoutAccounts, users } from '../db/schema/index.ts';
import { type SignedIn, type TestContext, testOrigin } from './helpers.ts';

/** The password `signUp` gives every account: the proof a password account makes a change with. */
export const withPassword = { currentPassword: 'secret123' } as const;

/** Marks what the owner has proven on the account (as a code to the phone, or a verified mail, would). */
export async function proveOwner(
  ctx: Pick<TestContext, 'db'>,
  userId: string,
  proven: { phone?: string; emailVerified?: boolean },
): Promise<void> {
  await ctx.db
    .update(users)
    .set({
      ...(proven.phone ? { phoneNumber: proven.phone, phoneNumberVerified: true } : {}),
      ...(proven.emailVerified === undefined ? {} : { emailVerified: proven.emailVerified }),
    })
    .where(eq(users.id, userId));
}

/** The newest six-digit code texted to a number (the worker sends it from the outbox). */
export async function codeTextedTo(ctx: Pick<TestContext, 'sms'>, phone: string, count: number) {
  await expect.poll(() => ctx.sms.to(phone).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(ctx.sms.to(phone).at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** An account made by signing in with a phone and an SMS code (decision 016): no password, no real email. */
export async function signInByPhone(
  ctx: Pick<TestContext, 'app' | 'sms'>,
  phone: string,
): Promise<Pick<SignedIn, 'userId' | 'headers'>> {
  const before = ctx.sms.to(phone).length;
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { origin: testOrigin }, payload });
  expect((await post('/api/auth/phone-number/send-otp', { phoneNumber: phone })).statusCode).toBe(200);
  const code = await codeTextedTo(ctx, phone, before + 1);
  const verified = await post('/api/auth/phone-number/verify', { phoneNumber: phone, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return {
    userId: verified.json().user.id,
    headers: { authorization: `Bearer ${String(verified.headers['set-auth-token'])}` },
  };
}

/** Asks for a code to confirm a change, and reads it off the verified phone. */
export async function changeCode(
  ctx: Pick<TestContext, 'app' | 'sms'>,
  who: Pick<SignedIn, 'headers'>,
  phone: string,
): Promise<string> {
  const before = ctx.sms.to(phone).length;
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/step-up/code', headers: who.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  return codeTextedTo(ctx, phone, before + 1);
}

/** Moves a payout account's hold into the past, as if the hold had run out. */
export async function endPayoutHold(ctx: Pick<TestContext, 'db'>, merchantId: string): Promise<void> {
  await ctx.db
    .update(payoutAccounts)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(payoutAccounts.merchantId, merchantId));
}
