import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAnswers, postgresServerUrl } from '../test/database.ts';
import { createPostgresListener } from './postgres-listener.ts';

const postgresUp = await postgresAnswers(postgresServerUrl);

/** Resolves with the next value `subscribe` hands over, or fails after `ms`. */
function next<T>(subscribe: (deliver: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing arrived within ${ms} ms`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe.skipIf(!postgresUp)('PostgreSQL LISTEN connection', () => {
  const suffix = crypto.randomBytes(4).toString('hex');
  const channel = `desh_listener_test_${suffix}`;
  const applicationName = `desh-listener-test-${suffix}`;
  const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  const notify = (payload: string) => admin.query('select pg_notify($1, $2)', [channel, payload]);
  /** What a PostgreSQL restart or an idle-connection reaper does to the listener's connection. */
  const dropListenerConnection = async () => {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as dropped from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rows.length;
  };

  const listenerWithRetries = (retryDelayMs: { first: number; max: number }) =>
    createPostgresListener({
      connectionString: postgresServerUrl,
      applicationName,
      retryDelayMs,
      log: quiet,
    });

  it('comes back after the server drops it: LISTENs again and reports the gap', async () => {
    const listener = listenerWithRetries({ first: 20, max: 200 });
    const received: string[] = [];
    let deliver: ((payload: string) => void) | undefined;
    await listener.listen(channel, (payload) => {
      received.push(payload);
      deliver?.(payload);
    });
    try {
      const first = next<string>((done) => {
        deliver = done;
      });
      await notify('before');
      expect(await first).toBe('before');

      const reconnected = next<void>((done) => listener.onReconnect(done));
      expect(await dropListenerConnection()).toBe(1);
      await reconnected;

      const second = next<string>((done) => {
        deliver = done;
      });
      await notify('after');
      expect(await second).toBe('after');
      expect(received).toEqual(['before', 'after']);
    } finally {
      await listener.close();
    }
  });

  it('stays closed once closed', async () => {
    const listener = listenerWithRetries({ first: 10, max: 10 });
    const reconnects = vi.fn();
    listener.onReconnect(reconnects);
    await listener.listen(channel, () => {});
    await listener.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await dropListenerConnection()).toBe(0);
    expect(reconnects).not.toHaveBeenCalled();
  });

  it('fails the first LISTEN plainly when the server is unreachable', async () => {
    const unreachable = new URL(postgresServerUrl);
    unreachable.port = '1';
    const listener = createPostgresListener({ connectionString: unreachable.toString(), log: quiet });
    await expect(listener.listen(channel, () => {})).rejects.toThrow();
    await listener.close();
  });
});
