import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type ResolvedTarget, type Resolver, resolveTarget } from './ssrf.ts';

export const responseExcerptBytes = 1024;

export interface DeliveryResult {
  statusCode: number | null;
  latencyMs: number;
  /** At most 1 KB: the start of the receiver's answer, or what went wrong. */
  responseExcerpt: string;
}

function excerpt(buffer: Buffer): string {
  return buffer
    .subarray(0, responseExcerptBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/** A lookup that always answers with the address already checked, so the connection cannot be re-pointed. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    const done = callback as (...args: unknown[]) => void;
    if ((options as { all?: boolean }).all) done(null, [{ address: target.address, family: target.family }]);
    else done(null, target.address, target.family);
  };
}

/**
 * POSTs one signed message. The host is resolved and checked first (private targets refused unless
 * allowed), the request goes to that very address, redirects are not followed, and only the first
 * kilobyte of the answer is read.
 */
export async function deliver(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: {
    allowPrivate: boolean;
    allowedAddresses?: ReadonlySet<string>;
    timeoutMs: number;
    /** The system's resolver unless a test stands in for DNS. */
    resolve?: Resolver;
  },
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: ResolvedTarget;
  const parsed = new URL(url);
  try {
    target = await resolveTarget(parsed, {
      allowPrivate: options.allowPrivate,
      allowedAddresses: options.allowedAddresses,
      resolve: options.resolve,
    });
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), responseExcerpt: (error as Error).message };
  }
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise<DeliveryResult>((resolve) => {
    const request = client.request(
      parsed,
      {
        method: 'POST',
        lookup: pinnedLookup(target),
        timeout: options.timeoutMs,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'DeshCourier-Webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? null,
            latencyMs: elapsed(),
            responseExcerpt: excerpt(Buffer.concat(chunks)),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= responseExcerptBytes) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms.`)));
    request.on('error', (error) =>
      resolve({
        statusCode: null,
        latencyMs: elapsed(),
        responseExcerpt: error.message.slice(0, responseExcerptBytes),
      }),
    );
    request.end(body);
  });
}
