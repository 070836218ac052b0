import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { emptyServerDatabase, postgresAnswers, postgresServerUrl } from '../test/database.ts';
import type { Database } from './client.ts';
import { DatabaseHosts, parseDatabaseUrl, ReadOnlyServerError } from './database-hosts.ts';

describe('DATABASE_URL with several hosts', () => {
  it('becomes one URL per host, with target_session_attrs taken out', () => {
    const parsed = parseDatabaseUrl(
      'postgres://desh:p%40ss@db1:5441,db2:5442,[::1]:5443/desh?sslmode=disable&target_session_attrs=read-write&application_name=api',
    );
    expect(parsed.hostUrls).toEqual([
      'postgres://desh:p%40ss@db1:5441/desh?sslmode=disable&application_name=api',
      'postgres://desh:p%40ss@db2:5442/desh?sslmode=disable&application_name=api',
      'postgres://desh:p%40ss@[::1]:5443/desh?sslmode=disable&application_name=api',
    ]);
    expect(parsed.readWrite).toBe(true);
    expect(parsed.password).toBe('p@ss');
  });

  it('keeps a single-host URL as it is, and reads `any` as no demand', () => {
    expect(parseDatabaseUrl('postgres://u@h:5432/d')).toEqual({
      hostUrls: ['postgres://u@h:5432/d'],
      readWrite: false,
      password: undefined,
    });
    expect(parseDatabaseUrl('postgresql://u@h/d?target_session_attrs=any').hostUrls).toEqual([
      'postgresql://u@h/d',
    ]);
  });

  it('refuses what it cannot honour', () => {
    expect(() => parseDatabaseUrl('mysql://u@h/d')).toThrow(/postgres:\/\//);
    expect(() => parseDatabaseUrl('postgres://u@h1,,h2/d')).toThrow(/empty host/);
    expect(() => parseDatabaseUrl('postgres://u@h/d?target_session_attrs=standby')).toThrow(/standby/);
    expect(() => parseDatabaseUrl('postgres://u@h1:54x2,h2/d')).toThrow();
  });

  it('turns to the next host when one fails, and stays there', () => {
    const hosts = new DatabaseHosts('postgres://u@a:1,b:2,c:3/d');
    expect(hosts.current()).toBe('postgres://u@a:1/d');
    hosts.failed('postgres://u@a:1/d');
    expect(hosts.current()).toBe('postgres://u@b:2/d');
    // A late failure of a host already left behind does not move it on again.
    hosts.failed('postgres://u@a:1/d');
    expect(hosts.current()).toBe('postgres://u@b:2/d');
    hosts.failed('postgres://u@b:2/d');
    hosts.failed('postgres://u@c:3/d');
    expect(hosts.current()).toBe('postgres://u@a:1/d');
  });
});

const postgresUp = await postgresAnswers(postgresServerUrl);

describe.skipIf(!postgresUp)('following the writable server on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof emptyServerDatabase>>;
  let readOnly: Awaited<ReturnType<typeof emptyServerDatabase>>;
  /** The scratch database's URL with a host that refuses connections in front of the real one. */
  let twoHosts: string;

  beforeAll(async () => {
    scratch = await emptyServerDatabase(postgresServerUrl);
    readOnly = await emptyServerDatabase(postgresServerUrl);
    // What a standby answers to `show transaction_read_only`.
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
    await admin.query(
      `alter database ${pg.escapeIdentifier(new URL(readOnly.url).pathname.slice(1))} set default_transaction_read_only = on`,
    );
    await admin.end();
    const real = new URL(scratch.url);
    twoHosts = `${real.protocol}//${real.username ? `${real.username}@` : ''}127.0.0.1:1,${real.host}${real.pathname}?target_session_attrs=read-write`;
  });
  afterAll(async () => {
    await scratch.drop();
    await readOnly.drop();
  });

  it('connects the listener and the lock connection to the first host that works', async () => {
    const hosts = new DatabaseHosts(twoHosts);
    const client = await hosts.connectClient((url) => new pg.Client({ connectionString: url }));
    const { rows } = await client.query<{ ok: number }>('select 1 as ok');
    expect(rows[0]?.ok).toBe(1);
    await client.end();
    expect(new URL(hosts.current()).host).toBe(new URL(scratch.url).host);
  });

  it('refuses a server that does not take writes when read-write is asked for', async () => {
    const hosts = new DatabaseHosts(`${readOnly.url}?target_session_attrs=read-write`);
    const failure = hosts.connectClient((url) => new pg.Client({ connectionString: url }));
    await expect(failure).rejects.toBeInstanceOf(ReadOnlyServerError);
    // The request that met it answers 503 and its client tries again.
    expect(isDatabaseUnavailable(await failure.catch((error: unknown) => error))).toBe(true);
    // Without the demand the same server is fine (libpq's `any`).
    const any = new DatabaseHosts(readOnly.url);
    const client = await any.connectClient((url) => new pg.Client({ connectionString: url }));
    await client.end();
  });

  it("moves the pool's next connections to the host that answers after one fails", async () => {
    const { openDatabase } = await import('./client.ts');
    const database: Database = await openDatabase({ databaseUrl: twoHosts, poolSize: 2 });
    try {
      const first = await database.db.execute('select 1 as ok').catch((error: unknown) => error);
      // The dead first host: refused, which the API answers 503.
      expect(isDatabaseUnavailable(first)).toBe(true);
      const second = await database.db.execute('select 1 as ok');
      expect((second as { rows: unknown[] }).rows[0]).toEqual({ ok: 1 });
      // The LISTEN connection went down the list by itself.
      const unlisten = await database.listen('desh_hosts_test', () => {});
      await unlisten();
    } finally {
      await database.close();
    }
  });
});

describe("the pool's clients", () => {
  it('listen for a dropped connection from their birth, before the pool hands them out', async () => {
    // An 'error' event nobody listens to ends the process; the pool listens only while a client is idle.
    const { clientsFollowingThePrimary } = await import('./client.ts');
    const PoolClient = clientsFollowingThePrimary(new DatabaseHosts('postgres://u@127.0.0.1:1/d'));
    const client = new PoolClient();
    expect(client.listenerCount('error')).toBe(1);
    expect(() =>
      client.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow();
  });
});
