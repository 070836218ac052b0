import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestContext } from '../../test/helpers.ts';
import { startMailInbox } from '../../test/mail-inbox.ts';
import { requestPasswordReset, resetPassword } from '../../test/password-reset-steps.ts';

describe('password reset mail over SMTP', () => {
  let inbox: Awaited<ReturnType<typeof startMailInbox>>;
  beforeAll(async () => {
    inbox = await startMailInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });
  // Its hooks run after the inbox starts and (after hooks run in reverse) close before the inbox does.
  const ctx = useTestContext(() => ({
    SMTP_URL: inbox.smtpUrl,
    MAIL_FROM: 'Desh Courier <accounts@desh.test>',
  }));

  it('delivers a bilingual mail whose link resets the password', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const request = await requestPasswordReset(ctx.app, user.email);
    expect(request.statusCode).toBe(200);
    await expect.poll(() => inbox.received.length, { timeout: 5000 }).toBe(1);

    const [mail] = inbox.received;
    expect(mail?.from).toBe('accounts@desh.test');
    expect(mail?.to).toEqual([user.email]);
    const text = mail?.text ?? '';
    expect(text).toContain('Choose a new password here');
    expect(text).toContain('নতুন পাসওয়ার্ড বেছে নিন');
    const token = /\/reset-password\/([^?\s]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();

    const reset = await resetPassword(ctx.app, token, 'new-secret');
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing, and answers the same, for an address without an account', async () => {
    const before = inbox.received.length;
    const request = await requestPasswordReset(ctx.app, 'nobody-here@desh.test');
    expect(request.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.length).toBe(before);
  });
});
