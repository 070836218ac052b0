import { describe, expect, it } from 'vitest';
import { requestAs, signInAnswer, signUp, useTestContext } from '../test/helpers.ts';
import { requestPasswordReset, resetPassword, resetTokenFromOutbox } from '../test/password-reset-steps.ts';

const ctx = useTestContext();

describe('password reset', () => {
  it('sends a one-hour link whose token sets a new password and ends old sessions', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const request = await requestPasswordReset(ctx.app, user.email);
    expect(request.statusCode).toBe(200);
    const token = await resetTokenFromOutbox(ctx, user.email);

    const reset = await resetPassword(ctx.app, token, 'new-secret');
    expect(reset.statusCode).toBe(200);

    const oldSession = await requestAs(ctx, user, 'GET', `/api/users/${user.email}`);
    expect(oldSession.statusCode).toBe(401);
    const signIn = await signInAnswer(ctx.app, user.email, 'new-secret');
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const reset = await resetPassword(ctx.app, 'not-a-real-token', 'new-secret');
    expect(reset.statusCode).toBe(400);
  });
});
