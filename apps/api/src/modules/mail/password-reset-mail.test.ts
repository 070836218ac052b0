import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  requestPasswordReset,
  resetPassword,
  signUp,
  type TestContext,
} from '../../test/helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text/plain part of a raw MIME message, transfer-decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?\r\n([\s\S]*?)\r\n--/i.exec(raw);
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(raw)?.[1];
  const body = part?.[1] ?? '';
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('password reset mail over SMTP', () => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await createTestContext({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Desh Courier <accounts@desh.test>',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers a bilingual mail whose link resets the password', async () => {
    const user = await signUp(ctx.app, { password: 'old-secret' });
    const request = await requestPasswordReset(ctx.app, user.email);
    expect(request.statusCode).toBe(200);
    await expect.poll(() => inbox.length, { timeout: 5000 }).toBe(1);

    const [mail] = inbox;
    expect(mail?.from).toBe('accounts@desh.test');
    expect(mail?.to).toEqual([user.email]);
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('Choose a new password here');
    expect(text).toContain('নতুন পাসওয়ার্ড বেছে নিন');
    const token = /\/reset-password\/([^?\s]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();

    const reset = await resetPassword(ctx.app, token, 'new-secret');
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing, and answers the same, for an address without an account', async () => {
    const before = inbox.length;
    const request = await requestPasswordReset(ctx.app, 'nobody-here@desh.test');
    expect(request.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.length).toBe(before);
  });
});
