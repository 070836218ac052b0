import type pg from 'pg';

/**
 * DATABASE_URL as libpq reads it: one host, or several for a cluster with failover
 * (`postgres://user:pass@db1:5432,db2:5432/desh?target_session_attrs=read-write`). node-postgres
 * understands one host only, so the list is taken apart here into one ordinary URL per host.
 */
export interface DatabaseUrl {
  /** One single-host connection string per host, in the order given. */
  hostUrls: string[];
  /** `target_session_attrs=read-write` (or `primary`): only a server that accepts writes is used. */
  readWrite: boolean;
  /** The password, decoded (log redaction). */
  password: string | undefined;
}

const urlShape = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/;
const sessionAttrs = /([?&])target_session_attrs=([^&#]*)&?/;

/** Parses a PostgreSQL URL with one or more `host[:port]` (IPv6 in brackets); throws on anything else. */
export function parseDatabaseUrl(url: string): DatabaseUrl {
  const match = urlShape.exec(url);
  if (!match) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const [, scheme, userinfo, hostList, rest] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
  ];
  let tail = rest;
  let readWrite = false;
  const attrs = sessionAttrs.exec(tail);
  if (attrs) {
    const value = decodeURIComponent(attrs[2] ?? '');
    if (!['any', 'read-write', 'primary'].includes(value))
      throw new Error(`target_session_attrs=${value} is not supported (any, read-write or primary)`);
    readWrite = value !== 'any';
    // node-postgres would pass an unknown parameter on to the server, which refuses it.
    tail = tail.replace(sessionAttrs, '$1').replace(/[?&]$/, '');
  }
  const hosts = hostList.split(',');
  if (hosts.some((host) => host === '') && hosts.length > 1)
    throw new Error('DATABASE_URL has an empty host in its list');
  const prefix = `${scheme}${userinfo === undefined ? '' : `${userinfo}@`}`;
  const hostUrls = hosts.map((host) => {
    const hostUrl = `${prefix}${host}${tail}`;
    // Each one must be a URL node-postgres can read (a port of digits, a valid host).
    new URL(hostUrl);
    return hostUrl;
  });
  const password = userinfo?.includes(':')
    ? decodeURIComponent(userinfo.slice(userinfo.indexOf(':') + 1))
    : undefined;
  return { hostUrls, readWrite, password };
}

/** A server that answered but does not take writes (a standby) while the URL asks for read-write. */
export class ReadOnlyServerError extends Error {
  // A connection-class SQLSTATE: the request answers 503 and the client tries again (lib/database-errors.ts).
  readonly code = '08006';
  constructor(hostUrl: string) {
    super(`the database server at ${hostOf(hostUrl)} is read-only (a standby); trying the next host`);
  }
}

function hostOf(hostUrl: string): string {
  return new URL(hostUrl).host;
}

/**
 * Which host new connections go to. It starts with the first and stays with the one that works; when a
 * connection to it fails or finds a standby (with read-write asked for), the next one in the list is
 * tried, round and round, as libpq tries its host list, so after a failover the processes reach the
 * new primary by themselves. The pool's clients take one host each (`current`); the listener and the
 * advisory-lock connection go through the whole list at once (`connectClient`).
 */
export class DatabaseHosts {
  readonly readWrite: boolean;
  readonly hostUrls: readonly string[];
  #index = 0;

  constructor(url: string) {
    const parsed = parseDatabaseUrl(url);
    this.hostUrls = parsed.hostUrls;
    this.readWrite = parsed.readWrite;
  }

  /** The connection string of the host a new connection tries now. */
  current(): string {
    return this.hostUrls[this.#index] as string;
  }

  /** A connection to `hostUrl` failed or found a standby: the next connection tries the next host. */
  failed(hostUrl: string): void {
    if (this.hostUrls[this.#index] === hostUrl) this.#index = (this.#index + 1) % this.hostUrls.length;
  }

  /** Throws ReadOnlyServerError when the URL asks for read-write and the freshly connected server is a standby. */
  async check(client: pg.Client, hostUrl: string): Promise<void> {
    if (!this.readWrite) return;
    // What libpq asks for read-write: also refuses a primary set to default_transaction_read_only.
    const { rows } = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
    if (rows[0]?.transaction_read_only !== 'off') throw new ReadOnlyServerError(hostUrl);
  }

  /**
   * Connects a client made by `make` for each host in turn, from the current one, until one connects
   * and passes `check`; throws the last host's error when none does.
   */
  async connectClient(make: (hostUrl: string) => pg.Client): Promise<pg.Client> {
    let lastError: unknown;
    for (let tried = 0; tried < this.hostUrls.length; tried++) {
      const hostUrl = this.current();
      const client = make(hostUrl);
      try {
        await client.connect();
        await this.check(client, hostUrl);
        return client;
      } catch (error) {
        lastError = error;
        await client.end().catch(() => undefined);
        this.failed(hostUrl);
      }
    }
    throw lastError;
  }
}
