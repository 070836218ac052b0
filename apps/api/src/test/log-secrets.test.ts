import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { format } from 'node:util';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifications } from '../db/schema/index.ts';
import { createHttpTransport } from '../modules/sms/sms-transport.ts';
import { takeOut } from './delivery-steps.ts';
import { startEchoSmtpServer, startEchoWebhookReceiver } from './echo-receivers.ts';
import { startEchoSmsGateway } from './echo-sms-gateway.ts';
import { insertParcel } from './factories.ts';
import {
  createTestContext,
  loginAs,
  postToAuth,
  signUp,
  type TestContext,
  testOrigin,
  uniqueEmail,
} from './helpers.ts';
import { createApprovedRider } from './rider-steps.ts';
import { waitFor } from './wait-for.ts';

/**
 * One run through sign-up, a password reset, a failing SMS gateway and a failing SMTP server that
 * both echo what they were sent, a webhook receiver that echoes, API key calls and OAuth-style
 * callbacks, with every log line (pino's and the console's) kept: none may carry a secret the run
 * created or the server was configured with.
 */

/** As the receiver reads it, in English or Bangla. */
const deliveryCode = /(?:Delivery code|কোড) (\d{6})/;
const random = (label: string) => `${label}-${crypto.randomBytes(12).toString('hex')}`;
const configured = {
  BETTER_AUTH_SECRET: random('auth-secret'),
  METRICS_TOKEN: random('metrics-token'),
  SMS_API_KEY: random('sms-key'),
  S3_ACCESS_KEY_ID: random('s3-id'),
  S3_SECRET_ACCESS_KEY: random('s3-secret'),
};

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const secrets = new Map<string, string>();
const keep = (name: string, value: string | undefined) => {
  if (!value) throw new Error(`no ${name} to look for`);
  secrets.set(name, value);
};

let ctx: TestContext;
let gateway: Awaited<ReturnType<typeof startEchoSmsGateway>>;
let receiver: Awaited<ReturnType<typeof startEchoWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startEchoSmtpServer>>;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(`console.${method}: ${format(...args)}`);
    });
  }
  [gateway, receiver, smtp] = await Promise.all([
    startEchoSmsGateway(),
    startEchoWebhookReceiver(),
    startEchoSmtpServer(),
  ]);
  ctx = await createTestContext(
    {
      ...configured,
      LOG_LEVEL: 'trace',
      SMS_URL: gateway.url,
      SMS_SENDER_ID: 'DeshCourier',
      SMTP_URL: smtp.smtpUrl,
      WEBHOOK_RETRY_DELAYS_MS: '50,50',
    },
    { logStream, smsFromEnv: true, smsWorker: { pollMs: 200, baseBackoffMs: 50, maxBackoffMs: 100 } },
  );
  for (const [name, value] of Object.entries(configured)) keep(name, value);
});

afterAll(async () => {
  await ctx.close();
  await Promise.all([gateway.close(), receiver.close(), smtp.close()]);
  vi.restoreAllMocks();
});

const auth = (url: string, payload: object) => postToAuth(ctx.app, url, payload);

describe('the logs of a run that handles secrets', () => {
  it('never carry one, wherever it came from', async () => {
    // Sign-up and sign-in: the password and the session token.
    const email = uniqueEmail('merchant');
    const password = random('first-password');
    keep('password', password);
    const merchant = await signUp(ctx.app, { email, password, name: 'Shop Owner' });
    const sessionToken = merchant.headers.authorization.replace('Bearer ', '');
    keep('signed session token', sessionToken);
    keep('session token', sessionToken.split('.')[0]);

    // Password reset: the mail is refused by an SMTP server that quotes it; the token is in the path.
    expect(
      (await auth('/api/auth/request-password-reset', { email, redirectTo: `${testOrigin}/reset-password` }))
        .statusCode,
    ).toBe(200);
    let resetToken: string | undefined;
    await waitFor(async () => {
      const [row] = await ctx.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, 'reset-password:%'));
      resetToken = row?.identifier.slice('reset-password:'.length);
      return Boolean(resetToken) && smtp.refused > 0;
    });
    keep('reset token', resetToken);
    const link = await ctx.app.inject({
      url: `/api/auth/reset-password/${resetToken}?callbackURL=${encodeURIComponent(`${testOrigin}/reset-password`)}`,
    });
    expect(link.statusCode).toBe(302);
    await ctx.app.inject({ url: `/reset-password?token=${resetToken}` });
    const newPassword = random('second-password');
    keep('new password', newPassword);
    expect((await auth('/api/auth/reset-password', { token: resetToken, newPassword })).statusCode).toBe(200);
    const signedIn = await auth('/api/auth/sign-in/email', { email, password: newPassword });
    expect(signedIn.statusCode).toBe(200);
    keep('second session token', String(signedIn.headers['set-auth-token']));
    const headers = { authorization: `Bearer ${String(signedIn.headers['set-auth-token'])}` };

    // OAuth-style callbacks and verification links carry codes and tokens in the query.
    const oauthCode = random('oauth-code');
    const oauthState = random('oauth-state');
    const verifyToken = random('verify-token');
    keep('OAuth code', oauthCode);
    keep('OAuth state', oauthState);
    keep('verification token', verifyToken);
    await ctx.app.inject({ url: `/api/auth/callback/google?code=${oauthCode}&state=${oauthState}` });
    await ctx.app.inject({ url: `/api/auth/verify-email?token=${verifyToken}&callbackURL=/` });

    // An API key, used well and used wrongly; the metrics token.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: { name: 'Shop' },
    });
    const apiKey = created.json().key as string;
    keep('API key', apiKey);
    expect(
      (await ctx.app.inject({ url: '/api/stores', headers: { authorization: `Bearer ${apiKey}` } }))
        .statusCode,
    ).toBe(200);
    await ctx.app.inject({ url: `/api/stores?api_key=${apiKey}` });
    await ctx.app.inject({ url: '/api/stores', headers: { authorization: `Bearer ${apiKey}x` } });
    await ctx.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${configured.METRICS_TOKEN}` },
    });

    // A webhook endpoint that answers 500 with what it got; its signing secret.
    const endpoint = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers,
      payload: { url: receiver.url, events: ['parcel.status_changed'] },
    });
    expect(endpoint.statusCode).toBe(201);
    const signingSecret = endpoint.json().secret as string;
    keep('webhook signing secret', signingSecret);
    keep('webhook signing key', signingSecret.replace(/^whsec_/, ''));

    // Out for delivery: a delivery code to a gateway that refuses it and echoes the request.
    const admin = await loginAs(ctx, 'admin');
    const rider = await createApprovedRider(ctx, admin);
    const parcel = await insertParcel(ctx.db, merchant, { status: 'assigned', riderId: rider.riderId });
    await takeOut(ctx, rider, parcel.id);
    await waitFor(
      () =>
        gateway.received.some((received) => deliveryCode.test(received.message)) && receiver.requests >= 3,
      15_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}: ${gateway.received.length} SMS, ${receiver.requests} webhook requests`,
      );
    });
    await waitFor(() => lines.some((line) => line.includes('sms not sent')));
    const sms = gateway.received.find((received) => deliveryCode.test(received.message));
    keep('delivery code', deliveryCode.exec(sms?.message ?? '')?.[1]);
    expect(gateway.received[0]?.apiKey).toBe(configured.SMS_API_KEY);

    // A library error that quotes configuration: the last line of defence.
    ctx.app.log.error(
      { err: new Error(`could not reach ${gateway.url.replace('{api_key}', configured.SMS_API_KEY)}`) },
      `S3 said no to ${configured.S3_ACCESS_KEY_ID}:${configured.S3_SECRET_ACCESS_KEY}`,
    );

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(40);
    expect(log).toContain('sms not sent');
    expect(log).toContain('Password reset mail failed');
    for (const [name, secret] of secrets) {
      // Six digits can occur by chance inside a time or an id: the code is looked for below, standing alone.
      if (name === 'delivery code') continue;
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} (URL-encoded) is in the log`).toBe(false);
    }
    // Six digits can occur by chance (times, durations): the code is looked for where a leak puts it.
    const code = secrets.get('delivery code') ?? '';
    expect(log).not.toMatch(new RegExp(`(?:code|%20|\\+|\\s)${code}(?![0-9])`, 'i'));
  }, 60_000);
});

describe('the SMS gateway transport', () => {
  it('reports an unreachable gateway without the URL, its key or the text', async () => {
    const transport = createHttpTransport(
      { url: 'http://127.0.0.1:9/sms?key={api_key}&to={number}&text={message}', apiKey: 'key-K7Q2' },
      2000,
    );
    const failure = await transport
      .send({ to: '01712345678', body: 'Delivery code 493817', secret: true })
      .then(
        () => 'sent',
        (error: Error) => error.message,
      );
    expect(failure).toMatch(/^SMS gateway not reached: /);
    for (const secret of ['key-K7Q2', '493817', '127.0.0.1:9']) expect(failure).not.toContain(secret);
  });
});
