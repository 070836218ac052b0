import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp, useTestContext } from '../test/helpers.ts';

const metricsToken = 'metrics-token-for-the-test-0123456789';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ctx = useTestContext({ METRICS_TOKEN: metricsToken });

const scrape = (app: FastifyInstance, token = metricsToken) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });

describe('request ids', () => {
  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-42.a:b' } });
    expect(given.headers['x-request-id']).toBe('nginx-42.a:b');

    const none = await ctx.app.inject({ url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(uuid);

    for (const hostile of ['<script>alert(1)</script>', 'a'.repeat(200), 'line\nbreak']) {
      const response = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': hostile } });
      expect(response.headers['x-request-id']).toMatch(uuid);
    }
  });
});

describe('JSON logs', () => {
  it('log each request with its id and never the credentials', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildTestApp({ env: ctx.env, database: ctx.database, logStream: stream });
    await app.ready();
    try {
      await app.inject({
        url: '/api/users/someone@example.test?token=query-secret-1',
        headers: {
          'x-request-id': 'trace-log-1',
          authorization: 'Bearer bearer-secret-1',
          cookie: 'better-auth.session_token=cookie-secret-1',
        },
      });
      app.log.info(
        { headers: { authorization: 'Bearer bearer-secret-2', cookie: 'sid=cookie-secret-2' } },
        'x',
      );
      app.log.warn({ body: { email: 'a@example.test', password: 'password-secret-1' } }, 'y');
      app.log.warn({ password: 'password-secret-2' }, 'z');
    } finally {
      await app.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = entries.filter((entry) => entry.reqId === 'trace-log-1');
    expect(ofRequest.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofRequest[0]).toMatchObject({ level: 30, req: { method: 'GET', url: expect.any(String) } });
    expect(ofRequest[1]).toMatchObject({ res: { statusCode: 401 }, responseTime: expect.any(Number) });
    const all = lines.join('\n');
    for (const secret of [
      'query-secret-1',
      'bearer-secret-1',
      'cookie-secret-1',
      'bearer-secret-2',
      'cookie-secret-2',
      'password-secret-1',
      'password-secret-2',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('[Redacted]');
  });
});

describe('GET /api/metrics', () => {
  it('answers 401 in the error shape without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: metricsToken }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    }
  });

  it('counts requests by route pattern, times them, and exposes process metrics and bookings', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/users/private-person@example.test' });
    const customer = await signUp(ctx.app);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/parcels',
      headers: customer.headers,
      payload: {
        parcelTitle: 'Books',
        receiverName: 'Karim',
        receiverPhone: '01711000222',
        pickupAddress: 'Mirpur 10, Dhaka',
        deliveryAddress: 'Agrabad, Chattogram',
        parcelType: 'small',
        deliveryFee: 120,
        paymentMethod: 'prepaid',
      },
    });
    expect(booked.statusCode).toBe(201);
    const response = await scrape(ctx.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} \d+/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/users\/:email",status_code="401"\} 1/,
    );
    expect(text).not.toContain('private-person');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(text).toContain('parcels_booked_total 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts 5xx answers as errors, per app instance, and is open when no token is set', async () => {
    const app = await buildTestApp({
      env: { ...ctx.env, METRICS_TOKEN: undefined },
      database: ctx.database,
      logger: false,
    });
    app.get('/api/boom/:id', async () => {
      throw new Error('boom');
    });
    await app.ready();
    try {
      expect((await app.inject({ url: '/api/boom/1' })).statusCode).toBe(500);
      expect((await app.inject({ url: '/api/boom/2' })).statusCode).toBe(500);
      const response = await app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(
        /http_errors_total\{method="GET",route="\/api\/boom\/:id",status_code="500"\} 2/,
      );
      expect(response.body).toContain('parcels_booked_total 0');
      expect((await scrape(ctx.app)).body).not.toContain('/api/boom');
    } finally {
      await app.close();
    }
  });
});
