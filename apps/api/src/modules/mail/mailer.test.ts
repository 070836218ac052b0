import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startEchoSmtpServer } from '../../test/echo-receivers.ts';
import { createMailer, MailNotSent, mailSender, passwordResetReachesUsers } from './mailer.ts';

const mail = { to: 'a@desh.test', subject: 'Reset', text: 'secret link https://x/reset/TOKEN', html: '' };
const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('mailer without SMTP_URL', () => {
  it('writes the mail to the development outbox outside production, and only where to the log', async () => {
    const log = logger();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desh-outbox-'));
    try {
      const mailer = createMailer(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }), log);
      await mailer.send(mail);
      const line = String(log.info.mock.calls[0]?.[0]);
      expect(line).not.toContain('TOKEN');
      expect(line).not.toContain('a@desh.test');
      const file = /is in (\S+)$/.exec(line)?.[1] ?? '';
      expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
      expect(fs.readFileSync(file, 'utf8')).toContain('https://x/reset/TOKEN');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never logs the content or the address in production', async () => {
    const log = logger();
    const mailer = createMailer(
      loadEnv({
        NODE_ENV: 'production',
        METRICS_TOKEN: 'test-metrics-token',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://desh.example',
      }),
      log,
    );
    await mailer.send(mail);
    expect(log.info).not.toHaveBeenCalled();
    expect(String(log.warn.mock.calls[0]?.[0])).toContain('"Reset" was not sent');
    expect(String(log.warn.mock.calls[0]?.[0])).not.toContain('a@desh.test');
    expect(String(log.warn.mock.calls[0]?.[0])).not.toContain('TOKEN');
  });
});

describe('mailer with SMTP_URL', () => {
  it('reports a refused mail by its codes, never the reply that quotes it or the address', async () => {
    const smtp = await startEchoSmtpServer();
    try {
      const mailer = createMailer(loadEnv({ SMTP_URL: smtp.smtpUrl }));
      const failure = await mailer.send(mail).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(smtp.refused).toBe(1);
      expect(failure).toBeInstanceOf(MailNotSent);
      expect(failure).toMatchObject({ responseCode: 554, command: 'DATA' });
      const everything = JSON.stringify({ ...(failure as object), message: (failure as Error).message });
      for (const secret of ['TOKEN', 'a@desh.test', 'rejected as spam'])
        expect(everything).not.toContain(secret);
    } finally {
      await smtp.close();
    }
  });
});

describe('mail settings', () => {
  it('sends from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(mailSender(loadEnv({ PUBLIC_URL: 'https://desh.example' }))).toBe(
      'Desh Courier <no-reply@desh.example>',
    );
    expect(mailSender(loadEnv({ MAIL_FROM: 'Desh <hi@desh.example>' }))).toBe('Desh <hi@desh.example>');
  });

  it('offers password reset in production only when mail can be sent', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      METRICS_TOKEN: 'test-metrics-token',
    };
    expect(passwordResetReachesUsers(loadEnv(production))).toBe(false);
    expect(passwordResetReachesUsers(loadEnv({ ...production, SMTP_URL: 'smtp://mail.example:587' }))).toBe(
      true,
    );
    expect(passwordResetReachesUsers(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).SMTP_URL).toBeDefined();
  });
});
