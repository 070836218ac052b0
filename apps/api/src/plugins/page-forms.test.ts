import { Writable } from 'node:stream';
import { readPriceCalculatorFlash } from '@desh/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  loginAs,
  signInAnswer,
  signUp,
  testOrigin,
  uniqueEmail,
  useTestContext,
} from '../test/helpers.ts';
import type { Flash } from './page-forms.ts';

// The prerendered pages' forms, sent as a browser sends them before the app's scripts run.
const ctx = useTestContext({ AUTH_ACCOUNT_IP_RATE_LIMIT_MAX: '3' });
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  // A second app on the same database with the production log settings: what the forms leave in the log.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({
    env: { ...ctx.env, LOG_LEVEL: 'debug' },
    database: ctx.database,
    logStream: stream,
    smsWorker: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const postForm = (
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: testOrigin },
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const cookiesOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']].flat().filter((cookie): cookie is string => typeof cookie === 'string');

function flashOf(response: { headers: Record<string, unknown> }): Flash | undefined {
  const setting = cookiesOf(response).find((cookie) => cookie.startsWith('flash='));
  return setting
    ? (JSON.parse(decodeURIComponent(setting.slice(6).split(';')[0] ?? '')) as Flash)
    : undefined;
}

describe('the login form without scripts', () => {
  it('signs in, sets the session cookie and sends the visitor home with 303', async () => {
    const user = await signUp(ctx.app, { password: 'form-pass-1' });
    const response = await postForm('/login', { email: user.email, password: 'form-pass-1' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(true);
    expect(flashOf(response)).toEqual({ form: 'login', code: 'OK' });
    const session = cookiesOf(response)
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const me = await app.inject({ url: '/api/auth/get-session', headers: { cookie: session } });
    expect(me.json()).toMatchObject({ user: { email: user.email } });
  });

  it('answers a wrong password with the login page and its error, never the fields in an address', async () => {
    const user = await signUp(ctx.app, { password: 'form-pass-2' });
    const response = await postForm('/login', { email: user.email, password: 'wrong-pass-2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(flashOf(response)).toEqual({ form: 'login', code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(cookiesOf(response).some((cookie) => cookie.startsWith('better-auth.session_token='))).toBe(false);
  });

  it('refuses what the form checks refuse, with the spec message', async () => {
    const response = await postForm('/login', { email: '', password: '' });
    expect(response.headers.location).toBe('/login');
    expect(flashOf(response)).toEqual({
      form: 'login',
      code: 'VALIDATION_ERROR',
      message: 'Email is required',
      fields: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('sends a rider to the run and an admin to the desk, not the home page', async () => {
    const rider = await loginAs(ctx, 'rider');
    const answer = await postForm('/login', { email: rider.email, password: 'secret123' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/assigned-parcels');
    const hub = await loginAs(ctx, 'hub');
    expect((await postForm('/login', { email: hub.email, password: 'secret123' })).headers.location).toBe(
      '/hub',
    );
    const admin = await loginAs(ctx, 'admin');
    expect((await postForm('/login', { email: admin.email, password: 'secret123' })).headers.location).toBe(
      '/admin/dashboard-home',
    );
  });

  it('counts towards the same per-account limit as the JSON sign-in', async () => {
    const user = await signUp(ctx.app, { password: 'form-pass-3' });
    const json = await signInAnswer(app, user.email, 'wrong-pass-3');
    expect(json.statusCode).toBe(401);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(flashOf(await postForm('/login', { email: user.email, password: 'wrong-pass-3' }))?.code).toBe(
        'INVALID_EMAIL_OR_PASSWORD',
      );
    }
    // The limit is 3 per account and address: the fourth, right password included, waits.
    const limited = await postForm('/login', { email: user.email, password: 'form-pass-3' });
    expect(flashOf(limited)?.code).toBe('TOO_MANY_REQUESTS');
  });

  it.each([
    ['no Origin or Referer', {}],
    ['another site', { origin: 'https://evil.example' }],
    ['another site by Referer', { referer: 'https://evil.example/page' }],
  ])('refuses a form from %s', async (_name, headers) => {
    const user = await signUp(ctx.app, { password: 'form-pass-4' });
    const response = await postForm('/login', { email: user.email, password: 'form-pass-4' }, headers);
    expect(response.statusCode).toBe(403);
    expect(cookiesOf(response)).toEqual([]);
  });

  it('sends Google sign-in back with its message when Google is not set up', async () => {
    const response = await postForm('/login/google', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(flashOf(response)).toEqual({ form: 'login', code: 'GOOGLE_UNAVAILABLE' });
  });

  it('leaves the JSON API refusing form bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.test&password=secret123',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the sign-up form without scripts', () => {
  it('creates the account signed in and sends the visitor home', async () => {
    const email = uniqueEmail('form');
    const response = await postForm('/signup', { name: 'Form Person', email, password: 'form-pass-5' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(flashOf(response)).toEqual({ form: 'signup', code: 'OK' });
    const record = await app.inject({
      url: `/api/users/${encodeURIComponent(email)}`,
      headers: {
        cookie: cookiesOf(response)
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      },
    });
    expect(record.json()).toMatchObject({ email, role: 'customer' });
  });

  it('answers an empty form with every field’s message by its field, not the first alone', async () => {
    const response = await postForm('/signup', { name: '', email: '', password: '' });
    expect(response.headers.location).toBe('/signup');
    expect(flashOf(response)?.fields).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('says a taken email could not be made, as the app does', async () => {
    const user = await signUp(ctx.app);
    const response = await postForm('/signup', { name: 'Again', email: user.email, password: 'form-pass-6' });
    expect(response.headers.location).toBe('/signup');
    expect(flashOf(response)).toEqual({ form: 'signup', code: 'ACCOUNT_NOT_CREATED' });
  });
});

describe('the newsletter form without scripts', () => {
  it('subscribes and goes back to the newsletter', async () => {
    const response = await postForm('/newsletter', { email: uniqueEmail('news') });
    expect(response.headers.location).toBe('/#newsletter');
    expect(flashOf(response)).toEqual({ form: 'newsletter', code: 'OK' });
  });
});

describe('the log of the forms', () => {
  it('holds no email or password', async () => {
    const email = uniqueEmail('logged');
    await postForm('/signup', { name: 'Log Person', email, password: 'log-secret-7' });
    await postForm('/login', { email, password: 'log-secret-wrong' });
    await postForm('/login', { email, password: 'log-secret-7' });
    expect(logLines.some((line) => line.includes('"url":"/login"'))).toBe(true);
    for (const secret of [email, encodeURIComponent(email), 'log-secret-7', 'log-secret-wrong']) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

describe('the price calculator without scripts', () => {
  it('prices through the public quote and carries the price to the home page', async () => {
    const fields = {
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'coxs-bazar',
      parcelType: 'large',
      weightKg: '৬.৫',
      codAmount: '1500',
      deliveryType: 'regular',
    };
    const response = await postForm('/price', fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#price-calculator');
    const quote = await app.inject({
      method: 'GET',
      url: '/api/quote?pickupDistrict=dhaka&deliveryDistrict=coxs-bazar&parcelType=large&weightGrams=6500&paymentMethod=cod&codAmount=1500',
    });
    const { zone, total, breakdown, promisedDate } = quote.json();
    // 120 base + 80 large + 2 started kilograms over the first 5 × 25 + 1 % of 1500 = 265
    expect(total).toBe(265);
    expect(flashOf(response)).toEqual({
      form: 'price',
      code: 'OK',
      input: fields,
      answer: { zone, total, breakdown, promisedDate },
    });
  });

  it('answers a weight that does not fit the type with the refusal, and what was sent', async () => {
    const fields = { pickupDistrict: 'dhaka', deliveryDistrict: 'dhaka', parcelType: 'small', weightKg: '3' };
    const response = await postForm('/price', fields);
    expect(response.statusCode).toBe(303);
    expect(flashOf(response)).toEqual({
      form: 'price',
      code: 'VALIDATION_ERROR',
      input: { ...fields, codAmount: '', deliveryType: '' },
    });
  });

  it('prices express where it runs, with its charge, and refuses it on a route it does not run on', async () => {
    const metro = {
      pickupDistrict: 'dhaka',
      deliveryDistrict: 'gazipur',
      parcelType: 'small',
      deliveryType: 'express',
    };
    const priced = readPriceCalculatorFlash(flashOf(await postForm('/price', metro)));
    const quote = await app.inject({
      method: 'GET',
      url: '/api/quote?pickupDistrict=dhaka&deliveryDistrict=gazipur&parcelType=small&deliveryType=express',
    });
    expect(quote.statusCode).toBe(200);
    expect(priced?.answer?.breakdown.expressCharge).toBe(quote.json().breakdown.expressCharge);
    expect(priced?.answer?.breakdown.expressCharge).toBeGreaterThan(0);
    expect(priced?.answer?.total).toBe(quote.json().total);

    const far = { ...metro, deliveryDistrict: 'rangpur' };
    const refused = await postForm('/price', far);
    expect(refused.statusCode).toBe(303);
    expect(flashOf(refused)).toEqual({
      form: 'price',
      code: 'VALIDATION_ERROR',
      input: { ...far, weightKg: '', codAmount: '' },
    });
  });

  it('refuses a calculator sent from another site', async () => {
    const response = await postForm(
      '/price',
      { pickupDistrict: 'dhaka', deliveryDistrict: 'dhaka', parcelType: 'small' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});
