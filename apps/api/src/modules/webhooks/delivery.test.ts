import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalIpv6Targets } from '../../test/ssrf-ipv6-targets.ts';
import { deliver, responseExcerptBytes } from './delivery.ts';

let server: http.Server;
let port: number;
const seen: Array<{ host: string | undefined; signature: string | undefined }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({ host: request.headers.host, signature: request.headers['webhook-signature'] as string });
    request.resume();
    response.writeHead(request.url === '/big' ? 500 : 204);
    response.end(request.url === '/big' ? 'x'.repeat(5000) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1', 'webhook-signature': 'v1,abc' };

describe('deliver', () => {
  it('refuses a loopback target at send time when private targets are not allowed, without connecting', async () => {
    const before = seen.length;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::ffff:127.0.0.1]:${port}`]) {
      const result = await deliver(`http://${host}/hook`, headers, '{}', {
        allowPrivate: false,
        timeoutMs: 2000,
      });
      expect(result.statusCode, host).toBeNull();
      expect(result.responseExcerpt).toMatch(/private, loopback|does not resolve to a public address/);
    }
    expect(seen.length).toBe(before);
  });

  it('refuses at send time a name that now resolves to an IPv6 form of an internal address', async () => {
    const before = seen.length;
    for (const { address } of internalIpv6Targets) {
      // The name passed the check when it was registered; DNS now answers with an internal address.
      const rebound = async () => [{ address, family: 6 }];
      const result = await deliver(`http://hooks.shop.example:${port}/hook`, headers, '{}', {
        allowPrivate: false,
        timeoutMs: 2000,
        resolve: rebound,
      });
      expect(result.statusCode, address).toBeNull();
      expect(result.responseExcerpt).toBe(
        'The host hooks.shop.example cannot receive webhooks: it does not resolve to a public address.',
      );
    }
    for (const { address } of internalIpv6Targets) {
      const result = await deliver(`http://[${address}]:${port}/hook`, headers, '{}', {
        allowPrivate: false,
        timeoutMs: 2000,
      });
      expect(result.statusCode, address).toBeNull();
    }
    expect(seen.length).toBe(before);
  });

  it('sends the signed headers to the resolved address, keeping the Host header of the URL', async () => {
    const result = await deliver(`http://localhost:${port}/hook`, headers, '{}', {
      allowPrivate: true,
      timeoutMs: 2000,
    });
    expect(result.statusCode).toBe(204);
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(seen.at(-1)).toEqual({ host: `localhost:${port}`, signature: 'v1,abc' });
  });

  it('keeps at most 1 KB of the answer', async () => {
    const result = await deliver(`http://127.0.0.1:${port}/big`, headers, '{}', {
      allowPrivate: true,
      timeoutMs: 2000,
    });
    expect(result.statusCode).toBe(500);
    expect(Buffer.byteLength(result.responseExcerpt)).toBeLessThanOrEqual(responseExcerptBytes);
    expect(result.responseExcerpt.length).toBeGreaterThan(1000);
  });

  it('records a refused connection as no answer', async () => {
    const result = await deliver('http://127.0.0.1:9/hook', headers, '{}', {
      allowPrivate: true,
      timeoutMs: 2000,
    });
    expect(result.statusCode).toBeNull();
    expect(result.responseExcerpt).toMatch(/ECONNREFUSED/);
  });
});
