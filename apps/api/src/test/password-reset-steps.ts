import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postToAuth, type TestContext, testOrigin } from './helpers.ts';

// The password-reset journey as the browser walks it: ask for a link, read it from the mail, set a new password.

/** What the forgot-password page sends. */
export function requestPasswordReset(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: testOrigin },
    payload: { email, redirectTo: `${testOrigin}/reset-password` },
  });
}

/**
 * The token of the newest reset link mailed to `email`: without SMTP_URL, mail lands in the
 * development outbox (DATA_DIR/outbox), never in the log.
 */
export async function resetTokenFromOutbox(ctx: TestContext, email: string): Promise<string> {
  const outbox = path.join(ctx.env.dataDir, 'outbox');
  for (let waited = 0; waited < 5000; waited += 50) {
    const mails = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((file) => file.includes('-mail-'))
          .sort()
          .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
          .filter((text) => text.startsWith(`To: ${email}\n`))
      : [];
    const token = /reset-password\/([^?\s]+)/.exec(mails.at(-1) ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset link reached ${email}`);
}

/** What the reset-password page sends with the token from the mailed link. */
export function resetPassword(app: FastifyInstance, token: string | undefined, newPassword: string) {
  return postToAuth(app, '/api/auth/reset-password', { token, newPassword });
}

/** The whole journey for `email`: each step must answer 200. */
export async function resetByEmail(ctx: TestContext, email: string, newPassword: string): Promise<void> {
  expect((await requestPasswordReset(ctx.app, email)).statusCode).toBe(200);
  const token = await resetTokenFromOutbox(ctx, email);
  expect((await resetPassword(ctx.app, token, newPassword)).statusCode).toBe(200);
}
