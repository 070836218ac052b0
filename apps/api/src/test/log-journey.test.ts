import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema/index.ts';
import { serializeError } from '../plugins/log-redaction.ts';
import { post } from './delivery-steps.ts';
import { startEchoSmtpServer } from './echo-receivers.ts';
import { startEchoSmsGateway } from './echo-sms-gateway.ts';
import { bookingInput } from './factories.ts';
import {
  createTestContext,
  loginAs,
  postToAuth,
  requestAs,
  signInAnswer,
  signUp,
  type TestContext,
  testOrigin,
} from './helpers.ts';
import { ledgerApi } from './ledger-steps.ts';
import { hubStaffAt, riderAt, scan, sendBag, useDemoNetwork } from './network-steps.ts';
import { endPayoutHold } from './step-up-steps.ts';
import { waitFor } from './wait-for.ts';

/**
 * A whole journey through the API (sign-up and sign-in by cookie and bearer, a booking, the network's
 * scans, the receiver's link, delivery with the code, a payout account and a payout, an SMS gateway and
 * an SMTP server that refuse what they are sent and quote it back, and forced database errors on a
 * booking), with every log line kept (pino's and the console's). No token, code, session token, phone,
 * email, name, address or SMS text the journey made may be in any of them.
 */

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

/** What must not be logged, by what it is. */
const secrets = new Map<string, string>();
function keep(name: string, value: string | undefined) {
  if (!value) throw new Error(`no ${name} to look for`);
  secrets.set(name, value);
}
/** A phone in every form the journey or the app writes it. */
function keepPhone(name: string, local: string) {
  for (const [form, value] of [
    ['', local],
    [' +88', `+88${local}`],
    [' 88', `88${local}`],
    [' without 0', local.slice(1)],
  ] as const) {
    keep(`${name}${form}`, value);
  }
}

/** Short random words, so a name or an address is found only where this run put it. */
const word = () => crypto.randomBytes(4).toString('hex');
const phoneOf = (prefix: string) => `${prefix}${String(crypto.randomInt(10_000_000)).padStart(7, '0')}`;

let ctx: TestContext;
let gateway: Awaited<ReturnType<typeof startEchoSmsGateway>>;
let smtp: Awaited<ReturnType<typeof startEchoSmtpServer>>;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(`console.${method}: ${format(...args)}`);
    });
  }
  [gateway, smtp] = await Promise.all([startEchoSmsGateway(), startEchoSmtpServer()]);
  ctx = await createTestContext(
    { LOG_LEVEL: 'trace', SMS_URL: gateway.url, SMTP_URL: smtp.smtpUrl, WEBHOOK_WORKER: 'off' },
    { logStream, smsFromEnv: true, smsWorker: { pollMs: 200, baseBackoffMs: 50, maxBackoffMs: 100 } },
  );
  await useDemoNetwork(ctx);
});

afterAll(async () => {
  await ctx?.close();
  await Promise.all([gateway?.close(), smtp?.close()]);
  vi.restoreAllMocks();
});

/** The SMS the gateway was asked to send to `phone` (01…), oldest first. */
const smsTo = (phone: string) =>
  gateway.received.filter((sms) => sms.url.includes(`number=88${phone}`)).map((sms) => sms.message);

async function nextSms(phone: string, after: number, matching?: RegExp): Promise<string> {
  const found = () =>
    smsTo(phone)
      .slice(after)
      .find((text) => !matching || matching.test(text));
  await waitFor(() => found() !== undefined, 10_000);
  return found() ?? '';
}

/**
 * Makes every booking for a receiver of one of these names fail in the database: the first at a CHECK
 * constraint (PostgreSQL's error quotes the row: answered 500), the second as a statement timeout
 * (answered 503). The values travel in the failed statement's parameters.
 */
async function forceBookingFailures(refusedName: string, outageName: string) {
  await ctx.db.execute(
    sql.raw(
      `alter table parcels add constraint forced_failure check (receiver_name <> '${refusedName}') not valid`,
    ),
  );
  await ctx.db.execute(
    sql.raw(`create function forced_outage() returns trigger language plpgsql as $$
      begin
        if new.receiver_name = '${outageName}' then
          raise exception 'canceling statement due to statement timeout' using errcode = '57014';
        end if;
        return new;
      end $$`),
  );
  await ctx.db.execute(
    sql.raw(
      'create trigger forced_outage before insert on parcels for each row execute function forced_outage()',
    ),
  );
}

describe('the logs of a whole journey', () => {
  it('carry no token, code, session token or personal field', async () => {
    // Sign-up and sign-in, by bearer and by cookie.
    const password = `pw-${word()}-${word()}`;
    const email = `merchant-${word()}@example.test`;
    const merchantName = `Merchant ${word()}`;
    const merchant = await signUp(ctx.app, { name: merchantName, email, password });
    keep('password', password);
    keep("merchant's email", email);
    keep("merchant's name", merchantName);
    const signedIn = await signInAnswer(ctx.app, email, password);
    expect(signedIn.statusCode).toBe(200);
    const bearer = String(signedIn.headers['set-auth-token']);
    keep('bearer session token', bearer);
    keep('session token', bearer.split('.')[0]);
    const cookie = merchant.cookie.split('=').slice(1).join('=');
    keep('session cookie', cookie);
    keep('session cookie (decoded)', decodeURIComponent(cookie));
    const byCookie = await ctx.app.inject({ url: '/api/parcels', headers: { cookie: merchant.cookie } });
    expect(byCookie.statusCode).toBe(200);
    const adminName = `Admin ${word()}`;
    const admin = await loginAs(ctx, 'admin', adminName);
    keep("admin's name", adminName);
    keep("admin's email", admin.email);
    keep("admin's session token", admin.headers.authorization.slice('Bearer '.length));

    // A booking with the receiver's name, phone (as typed) and address.
    const receiverPhone = phoneOf('0191');
    keepPhone("receiver's phone", receiverPhone);
    const receiverName = `Rokeya ${word()}`;
    const deliveryAddress = `House ${word()}, Station Road, Rangpur`;
    const pickupAddress = `Shop ${word()}, Mirpur 10`;
    keep("receiver's name", receiverName);
    keep('delivery address', deliveryAddress);
    keep('pickup address', pickupAddress);
    const booked = await requestAs(
      ctx,
      { headers: { authorization: `Bearer ${bearer}` } },
      'POST',
      '/api/parcels',
      {
        ...bookingInput({ receiverName, deliveryAddress, pickupAddress }),
        receiverPhone: `+88${receiverPhone}`,
        pickupDistrict: 'dhaka',
        pickupUpazila: 'mirpur',
        deliveryDistrict: 'rangpur',
        codAmount: 500,
      },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const parcel = booked.json() as { _id: string; trackingId: string; amountToCollect: number };
    const bookingSms = await nextSms(receiverPhone, 0);
    keep('booking SMS', bookingSms);
    const bookingToken = /\/r\/([A-Za-z0-9_-]{22})/.exec(bookingSms)?.[1];
    keep('booking link token', bookingToken);
    // The merchant finds it by the receiver's phone and name.
    for (const q of [receiverPhone, receiverName]) {
      const found = await requestAs(ctx, merchant, 'GET', `/api/parcels?q=${encodeURIComponent(q)}`);
      expect(found.json()).toHaveLength(1);
    }

    // The network: picked up in Mirpur, bagged through the sorting centre to Rangpur, handed out.
    const pickupPhone = phoneOf('0171');
    const riderPhone = phoneOf('0181');
    keepPhone("pickup rider's phone", pickupPhone);
    keepPhone("rider's phone", riderPhone);
    const [pickupName, riderName] = [`Pickup ${word()}`, `Rangpur ${word()}`];
    keep("pickup rider's name", pickupName);
    keep("rider's name", riderName);
    const pickupRider = await riderAt(ctx, admin, 'dhk-mir', pickupName, { phone: pickupPhone });
    const rangpurRider = await riderAt(ctx, admin, 'rng', riderName, { phone: riderPhone });
    const [mirpur, sorting, rangpur] = await Promise.all(
      ['dhk-mir', 'dhk-sc', 'rng'].map((hub) => hubStaffAt(ctx, hub, 'manager')),
    );
    if (!mirpur || !sorting || !rangpur) throw new Error('no hub staff');
    expect(
      (
        await requestAs(ctx, admin, 'PATCH', `/api/parcels/assign/${parcel._id}`, {
          riderId: pickupRider.riderId,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await requestAs(ctx, pickupRider, 'PATCH', `/api/parcels/${parcel._id}/status`, {
          status: 'picked_up',
        })
      ).statusCode,
    ).toBe(200);
    expect((await scan(ctx, mirpur, 'dhk-mir', 'receive', parcel.trackingId)).statusCode).toBe(200);
    const first = await sendBag(ctx, mirpur, 'dhk-mir', 'dhk-sc', [parcel.trackingId]);
    await scan(ctx, sorting, 'dhk-sc', 'receive_bag', first.bagCode);
    await scan(ctx, sorting, 'dhk-sc', 'receive', parcel.trackingId);
    const second = await sendBag(ctx, sorting, 'dhk-sc', 'rng', [parcel.trackingId]);
    await scan(ctx, rangpur, 'rng', 'receive_bag', second.bagCode);
    await scan(ctx, rangpur, 'rng', 'receive', parcel.trackingId);
    const before = smsTo(receiverPhone).length;
    await post(ctx, rangpur, '/api/network/hubs/rng/assign', {
      riderId: rangpurRider.riderId,
      parcelIds: [parcel._id],
    });
    const out = await scan(ctx, rangpur, 'rng', 'handout', parcel.trackingId);
    expect(out.json()).toMatchObject({ result: 'handed_out' });
    // The gateway refuses every SMS, so the booking's may come again (a retry) before the code's does.
    const codeSms = await nextSms(receiverPhone, before, /(?:code|কোড) \d{6}/i);
    keep('delivery SMS', codeSms);
    const code = /(?:code|কোড) (\d{6})/i.exec(codeSms)?.[1];
    const token = /\/r\/([A-Za-z0-9_-]{22})/.exec(codeSms)?.[1];
    if (!code) throw new Error('no delivery code');
    keep('link token', token);

    // The receiver's link: the page as the browser opens it, the API, an instruction, the old link.
    const landmark = `Blue gate ${word()}`;
    keep('landmark', landmark);
    await ctx.app.inject({ url: `/r/${token}` });
    expect((await ctx.app.inject({ url: `/api/receiver-links/${token}` })).statusCode).toBe(200);
    const instructed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/receiver-links/${token}/instructions`,
      payload: { landmark, floor: '3', callBefore: true },
    });
    expect(instructed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/receiver-links/${bookingToken}` })).statusCode).toBe(404);

    // Delivered with the code; the receiver's record hidden and shown again by phone.
    const done = await post(ctx, rangpurRider, `/api/deliveries/${parcel._id}/complete`, {
      code,
      cashCollected: parcel.amountToCollect * 100,
    });
    expect(done.statusCode, done.body).toBe(200);
    await post(ctx, admin, '/api/admin/receiver-records/hidden', { phone: receiverPhone, reason: 'Asked' });
    expect(
      (await requestAs(ctx, admin, 'DELETE', `/api/admin/receiver-records/hidden/${receiverPhone}`))
        .statusCode,
    ).toBe(204);

    // A payout account, changed (an SMS to the old wallet, mail refused by SMTP), and a payout.
    const oldWallet = phoneOf('0161');
    const newWallet = phoneOf('0151');
    keepPhone('old wallet', oldWallet);
    keepPhone('new wallet', newWallet);
    for (const walletNumber of [oldWallet, newWallet]) {
      const saved = await requestAs(ctx, merchant, 'PUT', '/api/payout-account', {
        method: 'bkash',
        walletNumber,
        // The step-up proof (issue 59): a secret the log must not hold either.
        currentPassword: password,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    keep('wallet notice SMS', await nextSms(oldWallet, 0));
    // A new payout account waits out its hold (decision 038) before it is paid.
    await endPayoutHold(ctx, merchant.userId);
    const paid = await ledgerApi(ctx).payout(admin, merchant.userId, 10_000);
    expect(paid.statusCode, paid.body).toBe(201);

    // Two visitors ask support, one to be answered by mail, one by SMS; both are refused, quoted back.
    const byMail = { name: `Visitor ${word()}`, email: `visitor-${word()}@example.test` };
    const bySms = { name: `Caller ${word()}`, phone: phoneOf('0141') };
    keep("visitor's name", byMail.name);
    keep("visitor's email", byMail.email);
    keep("caller's name", bySms.name);
    keepPhone("caller's phone", bySms.phone);
    for (const visitor of [byMail, bySms]) {
      const question = `Where is my parcel, ${word()}?`;
      const answer = `It reaches you tomorrow, ${word()}.`;
      keep(`question of ${visitor.name}`, question);
      keep(`answer to ${visitor.name}`, answer);
      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/support/requests',
        payload: { ...visitor, topic: 'parcel', message: question },
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const answered = await post(ctx, admin, `/api/support/requests/${asked.json().id}/answer`, { answer });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    keep('support answer SMS', await nextSms(bySms.phone, 0));

    // A password reset whose mail the SMTP server refuses, quoting it.
    expect(
      (await postToAuth(ctx.app, '/api/auth/request-password-reset', { email, redirectTo: `${testOrigin}/` }))
        .statusCode,
    ).toBe(200);
    const failed = [
      'sms not sent',
      'payout account notice mail failed',
      'support answer mail failed',
      'Password reset mail failed',
    ];
    await waitFor(() => failed.every((text) => lines.some((line) => line.includes(text))), 10_000);

    // Forced database errors on a booking carrying personal values: a constraint (500) and an outage (503).
    const refusedName = `Refused ${word()}`;
    const outageName = `Outage ${word()}`;
    keep('refused receiver name', refusedName);
    keep('outage receiver name', outageName);
    await forceBookingFailures(refusedName, outageName);
    for (const [name, status] of [
      [refusedName, 500],
      [outageName, 503],
    ] as const) {
      const failed = await requestAs(ctx, merchant, 'POST', '/api/parcels', {
        ...bookingInput({ receiverName: name, deliveryAddress, pickupAddress }),
        receiverPhone,
      });
      expect(failed.statusCode, failed.body).toBe(status);
    }

    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('answered 503');
    expect(log).toContain('/api/receiver-links/');
    const leaks: string[] = [];
    for (const [name, secret] of secrets) {
      for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
        if (log.includes(form)) leaks.push(`${name}: ${lines.find((line) => line.includes(form))}`);
      }
    }
    // Six digits occur by chance inside times and ids: the code is looked for standing alone.
    const codeAlone = new RegExp(`(?<![\\w.-])${code}(?!\\w)`);
    const codeLine = lines.find((line) => codeAlone.test(line));
    if (codeLine) leaks.push(`delivery code (alone): ${codeLine}`);
    expect(leaks).toEqual([]);
  }, 90_000);

  it('keep a failed query’s codes from the database itself, never its values', async () => {
    const phone = phoneOf('0131');
    const email = `taken-${word()}@example.test`;
    const existing = await signUp(ctx.app, { name: `Existing ${word()}` });
    const failures = await Promise.all(
      [
        // PostgreSQL quotes the input in its message, and the failing row or key in its detail.
        ctx.db.execute(sql`select ${phone}::uuid`),
        ctx.db.insert(users).values({ id: existing.userId, name: phone, email, emailVerified: false }),
      ].map((query) =>
        Promise.resolve(query).then(
          () => undefined,
          (error: unknown) => error,
        ),
      ),
    );
    for (const failure of failures) {
      const text = JSON.stringify(serializeError(failure));
      expect(text).toMatch(/"code":"(22P02|23505)"/);
      for (const value of [phone, email, existing.userId]) expect(text).not.toContain(value);
    }
  });
});
