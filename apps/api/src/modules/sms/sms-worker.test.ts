import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import {
  createServerDatabase,
  createTestDatabase,
  postgresAnswers,
  postgresServerUrl,
} from '../../test/database.ts';
import { postgresTemplate } from '../../test/database-template.ts';
import { refuseStatusUpdates } from '../../test/failover-switch.ts';
import { createTestContext, signUp, type TestContext } from '../../test/helpers.ts';
import { startSmsGateway } from '../../test/sms-gateway.ts';
import { queueSms } from './sms.service.ts';
import { createHttpTransport, createSmsInbox, gatewayUrl, type SmsTransport } from './sms-transport.ts';
import { type SmsWorkerOptions, startSmsWorker } from './sms-worker.ts';

const quiet = { warn() {}, error() {} };
const slow = { timeout: 60_000 };

async function queueMany(database: Database, count: number, tag: string) {
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await queueSms(tx, {
        to: '01712345678',
        language: 'bn',
        message: { kind: 'merchant_returned', trackingId: `DSH-${tag}-${index}` },
      });
    }
  });
}

const allSent = async (database: Database) =>
  (await database.db.select({ status: smsOutbox.status }).from(smsOutbox)).every(
    (row) => row.status === 'sent',
  );

/** Two server processes on one database (a copy of the migrated template): each has its own pool, worker and transport. */
async function twoProcesses(): Promise<{ a: Database; b: Database; close: () => Promise<void> }> {
  if (!(await postgresAnswers(postgresServerUrl))) {
    // No PostgreSQL server here: two workers share the one embedded database.
    const { database, drop } = await createTestDatabase({ embedded: true });
    return { a: database, b: database, close: drop };
  }
  const created = await createServerDatabase(postgresServerUrl, await postgresTemplate(postgresServerUrl));
  const a = await openDatabase({ databaseUrl: created.url });
  const b = await openDatabase({ databaseUrl: created.url });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await created.drop();
    },
  };
}

describe('the SMS gateway URL', () => {
  it('fills the template with URL-encoded values, Bangla as UTF-8, and the number as 8801…', () => {
    const url = gatewayUrl(
      'https://sms.example/api?key={api_key}&from={sender_id}&to={number}&text={message}',
      {
        api_key: 'k&y',
        sender_id: 'Desh',
        number: '8801712345678',
        message: 'কোড ১২৩',
      },
    );
    expect(url).toBe(
      'https://sms.example/api?key=k%26y&from=Desh&to=8801712345678&text=%E0%A6%95%E0%A7%8B%E0%A6%A1%20%E0%A7%A7%E0%A7%A8%E0%A7%A9',
    );
  });

  it('names the message by its outbox row, the same on every attempt ({message_id})', () => {
    const template = 'https://sms.example/api?to={number}&text={message}&csms_id={message_id}';
    const values = { api_key: '', sender_id: '', number: '8801712345678', message: 'hi' };
    expect(gatewayUrl(template, { ...values, message_id: 'desh-42' })).toBe(
      'https://sms.example/api?to=8801712345678&text=hi&csms_id=desh-42',
    );
    expect(gatewayUrl(template, values)).toBe('https://sms.example/api?to=8801712345678&text=hi&csms_id=');
  });
});

describe('two processes sending the outbox', () => {
  it('send every message exactly once', slow, async () => {
    const { a, b, close } = await twoProcesses();
    try {
      // A transport that takes a moment, so both workers are busy at the same time.
      const seen: string[] = [];
      const slowInbox = (): SmsTransport => {
        const inbox = createSmsInbox();
        return {
          name: 'inbox',
          async send(sms) {
            await new Promise((resolve) => setTimeout(resolve, 5));
            seen.push(sms.body);
            await inbox.send(sms);
          },
        };
      };
      await queueMany(a, 120, 'x');
      const options = { pollMs: 20, batchSize: 5, baseBackoffMs: 10 };
      const [first, second] = await Promise.all([
        startSmsWorker(a, slowInbox(), 'http://localhost:3000', quiet, options),
        startSmsWorker(b, slowInbox(), 'http://localhost:3000', quiet, options),
      ]);
      await queueMany(b, 80, 'y');
      await expect.poll(() => allSent(a), { timeout: 30_000 }).toBe(true);
      await Promise.all([first.stop(), second.stop()]);
      expect(seen).toHaveLength(200);
      expect(new Set(seen).size).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('a wake-up', () => {
  it('waits a moment, so messages committed one by one go out in one claim', slow, async () => {
    // Embedded: a copy of the migrated template (no initdb, no migrations).
    const { database, drop } = await createTestDatabase({ embedded: true });
    try {
      let inFlight = 0;
      let mostAtOnce = 0;
      const inbox = createSmsInbox();
      const counting: SmsTransport = {
        name: 'inbox',
        async send(sms) {
          inFlight += 1;
          mostAtOnce = Math.max(mostAtOnce, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 20));
          inFlight -= 1;
          await inbox.send(sms);
        },
      };
      // No poll meanwhile: only the NOTIFYs of the commits wake this worker.
      const worker = await startSmsWorker(database, counting, 'http://localhost:3000', quiet, {
        pollMs: 60_000,
        batchSize: 20,
        wakeDelayMs: 300,
      });
      try {
        await worker.runOnce();
        for (let index = 0; index < 5; index += 1) await queueMany(database, 1, `wake-${index}`);
        expect(inbox.received).toHaveLength(0);
        await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(5);
        expect(mostAtOnce).toBe(5);
      } finally {
        await worker.stop();
      }
    } finally {
      await drop();
    }
  });
});

describe('one pass over a batch', () => {
  it(
    'marks what the gateway took as sent together, and only the failed message for a retry',
    slow,
    async () => {
      const { database, drop } = await createTestDatabase({ embedded: true });
      try {
        await queueMany(database, 6, 'batch');
        const inbox = createSmsInbox();
        const flaky: SmsTransport = {
          name: 'inbox',
          async send(sms) {
            if (sms.body.includes('DSH-batch-3')) throw new Error('gateway refused this one');
            await inbox.send(sms);
          },
        };
        const worker = await startSmsWorker(database, flaky, 'http://localhost:3000', quiet, {
          pollMs: 60_000,
          batchSize: 10,
          baseBackoffMs: 60_000,
        });
        await worker.runOnce();
        await worker.stop();
        const rows = await database.db.select().from(smsOutbox);
        const failed = rows.filter((row) => row.body.includes('DSH-batch-3'));
        const sent = rows.filter((row) => !row.body.includes('DSH-batch-3'));
        expect(inbox.received).toHaveLength(5);
        expect(sent).toHaveLength(5);
        for (const row of sent) {
          expect(row).toMatchObject({ status: 'sent', lockedUntil: null, lastError: null });
          expect(row.sentAt).toBeInstanceOf(Date);
        }
        expect(failed).toEqual([
          expect.objectContaining({ status: 'pending', lastError: 'gateway refused this one', sentAt: null }),
        ]);
      } finally {
        await drop();
      }
    },
  );
});

describe('a database failover between the send and its record', () => {
  it(
    'records what the gateway took once the database takes writes again, so nothing is sent twice',
    slow,
    async () => {
      const { database, drop } = await createTestDatabase({ embedded: true });
      try {
        await queueMany(database, 3, 'failover');
        // Marking a message refuses as a standby does after a failover, until the switch.
        const failoverSwitch = await refuseStatusUpdates(database.db, 'sms_outbox');
        const inbox = createSmsInbox();
        let failover: Promise<unknown> | undefined;
        const transport: SmsTransport = {
          name: 'inbox',
          async send(sms) {
            await inbox.send(sms);
            // The new primary takes writes a second after the gateway took the first message.
            failover ??= new Promise((resolve) => setTimeout(resolve, 1_000)).then(failoverSwitch.takeWrites);
          },
        };
        const retries: unknown[] = [];
        const worker = await startSmsWorker(
          database,
          transport,
          'http://localhost:3000',
          { warn: (entry) => retries.push(entry), error() {} },
          { pollMs: 60_000, batchSize: 10, leaseMs: 30_000 },
        );
        await worker.runOnce();
        await worker.stop();
        await failover;
        const rows = await database.db.select().from(smsOutbox);
        expect(inbox.received).toHaveLength(3);
        expect(rows.map((row) => [row.status, row.lockedUntil])).toEqual([
          ['sent', null],
          ['sent', null],
          ['sent', null],
        ]);
        expect(retries.length).toBeGreaterThan(0);
      } finally {
        await drop();
      }
    },
  );
});

describe('an unreachable gateway', () => {
  let ctx: TestContext;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    ctx = await createTestContext({}, { smsWorker: false });
  });
  afterAll(async () => {
    await ctx.close();
    await gateway.close();
  });
  /** This app's own SMS worker, sending through `transport` with the given retry timing. */
  const startWorker = (transport: SmsTransport, options: Partial<SmsWorkerOptions>) =>
    startSmsWorker(ctx.database, transport, ctx.env.publicUrl, quiet, options);

  it(
    'neither fails nor slows a booking, and once it is back nothing is lost or sent twice',
    slow,
    async () => {
      gateway.setDown(true);
      const transport = createHttpTransport({
        url: gateway.url,
        apiKey: 'test-key',
        senderId: 'DeshCourier',
      });
      const worker = await startWorker(transport, {
        pollMs: 30,
        baseBackoffMs: 20,
        maxBackoffMs: 100,
        maxAttempts: 1000,
      });
      try {
        const customer = await signUp(ctx.app);
        const booked: string[] = [];
        for (let index = 0; index < 5; index += 1) {
          const started = Date.now();
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/parcels',
            headers: customer.headers,
            payload: {
              parcelTitle: 'Books',
              receiverName: 'Salma Akter',
              receiverPhone: `0181234567${index}`,
              pickupAddress: 'Dhanmondi, Dhaka',
              deliveryAddress: 'Station Road, Jashore',
              parcelType: 'small',
              deliveryFee: 120,
              paymentMethod: 'prepaid',
            },
          });
          expect(response.statusCode).toBe(201);
          expect(Date.now() - started).toBeLessThan(2000);
          booked.push(response.json().trackingId);
        }
        await expect
          .poll(async () =>
            (await ctx.db.select().from(smsOutbox)).every((row) => row.attempts >= 3 && row.lastError),
          )
          .toBe(true);
        expect(gateway.received).toHaveLength(0);

        gateway.setDown(false);
        await expect.poll(() => allSent(ctx.database), { timeout: 20_000 }).toBe(true);
        expect(gateway.received).toHaveLength(5);
        expect(new Set(gateway.received.map((sms) => sms.number))).toEqual(
          new Set(['8801812345670', '8801812345671', '8801812345672', '8801812345673', '8801812345674']),
        );
        const first = gateway.received.find((sms) => sms.number === '8801812345670');
        expect(first).toMatchObject({ apiKey: 'test-key', senderId: 'DeshCourier' });
        expect(first?.message).toMatch(
          new RegExp(
            `^Desh Courier: Test User-এর পার্সেল ${booked[0]} বুক হয়েছে। (ডেলিভারিতে দেবেন ৳[০-৯,.]+।|কিছু দিতে হবে না।) দিন বাছুন, নির্দেশনা দিন: ${ctx.env.publicUrl}/r/[A-Za-z0-9_-]{22}$`,
          ),
        );
        const [row] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.status, 'sent')).limit(1);
        expect(row?.sentAt).toBeInstanceOf(Date);
      } finally {
        await worker.stop();
      }
    },
  );

  it('gives a message up after the last attempt, marking it failed', slow, async () => {
    gateway.setDown(true);
    await queueMany(ctx.database, 1, 'give-up');
    const transport = createHttpTransport({ url: gateway.url });
    const worker = await startWorker(transport, {
      pollMs: 20,
      baseBackoffMs: 10,
      maxBackoffMs: 20,
      maxAttempts: 3,
    });
    try {
      const mine = async () =>
        (await ctx.db.select().from(smsOutbox)).find((row) => row.body.includes('DSH-give-up-0'));
      await expect.poll(async () => (await mine())?.status, { timeout: 10_000 }).toBe('failed');
      expect((await mine())?.attempts).toBe(3);
      expect((await mine())?.lastError).toContain('503');
    } finally {
      await worker.stop();
      gateway.setDown(false);
    }
  });
});
