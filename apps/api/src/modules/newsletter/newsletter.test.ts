import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { type TestContext, uniqueEmail, useTestContext } from '../../test/helpers.ts';

// The limit itself is tested below, on an app of its own.
const ctx = useTestContext({ NEWSLETTER_RATE_LIMIT_MAX: '1000' });

const subscribe = (app: TestContext['app'], payload: unknown, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });

async function rowsFor(email: string) {
  return ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
}

describe('POST /api/newsletter', () => {
  it('answers 201 the first time and stores the address with its language', async () => {
    const email = uniqueEmail('reader');
    const response = await subscribe(ctx.app, { email, locale: 'bn' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ subscribed: true });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, locale: 'bn' });
  });

  it('is idempotent per address, whatever its case and surrounding spaces', async () => {
    const email = uniqueEmail('twice');
    expect((await subscribe(ctx.app, { email })).statusCode).toBe(201);
    const again = await subscribe(ctx.app, { email: `  ${email.toUpperCase()} `, locale: 'bn' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.locale).toBe('en');
  });

  it('keeps one row when the same address arrives twice at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([subscribe(ctx.app, { email }), subscribe(ctx.app, { email })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['an empty address', { email: '' }, 'Please enter your email address!'],
    ['only spaces', { email: '   ' }, 'Please enter your email address!'],
    ['no address at all', {}, 'Please enter your email address!'],
    ['an address without a domain', { email: 'rahim@' }, 'Please enter a valid email address.'],
    ['plain text', { email: 'not an email' }, 'Please enter a valid email address.'],
  ])('answers 400 with fields.email for %s', async (_name, payload, message) => {
    const response = await subscribe(ctx.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, fields: { email: message } },
    });
  });

  it('rejects an unknown language', async () => {
    const response = await subscribe(ctx.app, { email: uniqueEmail(), locale: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('locale');
  });
});

describe('newsletter OpenAPI', () => {
  it('documents the route with its request body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/newsletter'].post;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '429']));
  });
});

describe('newsletter rate limit', () => {
  const limited = useTestContext({ NEWSLETTER_RATE_LIMIT_MAX: '3' });

  it('answers 429 in the error shape once one IP passes the limit, while other IPs still get in', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await subscribe(limited.app, { email: uniqueEmail('burst') }, '203.0.113.7');
      expect(ok.statusCode).toBe(201);
    }
    const blocked = await subscribe(limited.app, { email: uniqueEmail('burst') }, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
    });
    const otherIp = await subscribe(limited.app, { email: uniqueEmail('other') }, '198.51.100.4');
    expect(otherIp.statusCode).toBe(201);
  });

  it('defaults to 10 a minute, stricter than the API-wide default', () => {
    const defaults = loadEnv({ NODE_ENV: 'test' });
    expect(defaults.NEWSLETTER_RATE_LIMIT_MAX).toBe(10);
    expect(defaults.NEWSLETTER_RATE_LIMIT_MAX).toBeLessThan(defaults.API_RATE_LIMIT_MAX);
  });
});
