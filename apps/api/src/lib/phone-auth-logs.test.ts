import http from 'node:http';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsOutbox } from '../db/schema/index.ts';
import { createHttpTransport } from '../modules/sms/sms-transport.ts';
import { buildTestApp, postToAuth, useTestContext } from '../test/helpers.ts';
import { listenLocally } from '../test/local-server.ts';

/** A gateway that refuses every message and echoes it back in its error, as some do. */
async function echoingGateway() {
  const messages: string[] = [];
  const server = http.createServer((request, response) => {
    const message = new URL(request.url ?? '/', 'http://gateway.local').searchParams.get('message') ?? '';
    messages.push(message);
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end(`could not send: ${message}`);
  });
  const { origin, close } = await listenLocally(server);
  return {
    messages,
    url: `${origin}/send?to={number}&message={message}`,
    close,
  };
}

const ctx = useTestContext({ LOG_LEVEL: 'trace' }, { smsWorker: false });
let app: FastifyInstance;
let gateway: Awaited<ReturnType<typeof echoingGateway>>;
const lines: string[] = [];

beforeAll(async () => {
  gateway = await echoingGateway();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({
    env: ctx.env,
    database: ctx.database,
    logStream: stream,
    smsTransport: createHttpTransport({ url: gateway.url }),
    smsWorker: { pollMs: 50, baseBackoffMs: 20, maxBackoffMs: 50 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await gateway.close();
});

describe('a sign-in code', () => {
  it('never reaches a log line, the console or a stored gateway error', async () => {
    const consoleCalls: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleCalls.push(args);
      }),
    );
    try {
      const post = (url: string, payload: object) => postToAuth(app, url, payload);
      expect((await post('/api/auth/phone-number/send-otp', { phoneNumber: '01712345611' })).statusCode).toBe(
        200,
      );
      await expect.poll(() => gateway.messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const code = /\b(\d{6})\b/.exec(gateway.messages[0] ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await post('/api/auth/phone-number/verify', { phoneNumber: '01712345611', code: '000000' });
      await post('/api/auth/phone-number/verify', { phoneNumber: '01712345611', code });

      const [row] = await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, '01712345611'));
      expect(row?.lastError).toBe('SMS gateway answered 500');
      // The worker did log the failure, so the check below reads real lines.
      expect(lines.some((line) => line.includes('sms not sent'))).toBe(true);
      const logged = lines.map((line) => {
        const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      });
      expect(logged.filter((line) => line.includes(String(code)))).toEqual([]);
      expect(
        consoleCalls.map((args) => args.map(String).join(' ')).filter((text) => text.includes(String(code))),
      ).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
