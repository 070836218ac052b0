import { isUtf8 } from 'node:buffer';
import net from 'node:net';
import { trackingIdPattern } from '@desh/shared';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from './fast-check-setup.ts';
import { createTestContext, loginAs, type SignedIn, type TestContext } from './helpers.ts';

// Property-based abuse of every documented operation: whatever arrives, the API answers below 500
// and in the project's error shape. Better Auth's routes keep their own shape and are left out.

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
  hasBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

const streamingPaths = new Set(['/api/track/{trackingId}/events', '/api/parcels/stream']);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 70);

// The app is built while the file is collected: the documented operations become one test each, so a
// failure names its operation and `-t` replays exactly that one (see fast-check-setup.ts).
const ctx: TestContext = await createTestContext({
  TRACK_RATE_LIMIT_MAX: '100000',
  NEWSLETTER_RATE_LIMIT_MAX: '100000',
});
afterAll(async () => {
  await ctx.close();
});
const customer: SignedIn = await loginAs(ctx, 'customer');
const admin: SignedIn = await loginAs(ctx, 'admin');
const callers: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'anonymous', headers: {} },
  { name: 'customer', headers: customer.headers },
  { name: 'admin', headers: admin.headers },
];
const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
const conformance = documentChecker(document);
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .filter(() => !path.startsWith('/api/auth/'))
    .map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(jsonSchema?.properties ?? {}),
        hasBody: method !== 'get',
      };
    }),
);

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE parcels;--',
  '" OR ""="',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0000\uffff',
  `\${jndi:ldap://127.0.0.1/a}`,
  '{{7*7}}',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9999999999999999999999999',
  'DSH-1700000000000',
  '00000000-0000-0000-0000-000000000000',
  'admin@desh.test',
  'পার্সেল ঢাকা',
  '😀'.repeat(50),
);
const longString = fc.integer({ min: 1000, max: 200_000 }).map((length) => 'A'.repeat(length));
const anyText = fc.oneof(
  { weight: 4, arbitrary: hostileStrings },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(-0), fc.constant(1e308)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(anyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A URL part, percent-encoded, and whether its bytes are not UTF-8 (the server must then answer 4xx). */
interface UrlPart {
  encoded: string;
  malformed: boolean;
}

const percentEncodeBytes = (bytes: Iterable<number>) =>
  Array.from(bytes, (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * encodeURIComponent throws a URIError on a lone surrogate, which the string arbitraries (and slicing a
 * surrogate pair in half) produce. Such a string still goes out, the way a careless client encodes it:
 * the surrogate as the three bytes of its code unit (U+D800 as %ED%A0%80), which is not UTF-8.
 */
function percentEncode(text: string): UrlPart {
  try {
    return { encoded: encodeURIComponent(text), malformed: false };
  } catch {
    const encoded = Array.from(text, (character) => {
      const unit = character.charCodeAt(0);
      const loneSurrogate = character.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
      return loneSurrogate
        ? percentEncodeBytes([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)])
        : encodeURIComponent(character);
    }).join('');
    return { encoded, malformed: true };
  }
}

/** Bytes that are not UTF-8, between ordinary text: what a broken or hostile client sends. */
const notUtf8: fc.Arbitrary<Buffer> = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.constantFrom(
        [0xed, 0xa0, 0x80], // U+D800, a surrogate half
        [0xed, 0xbf, 0xbf], // U+DFFF
        [0xff],
        [0xfe, 0xff],
        [0xc0, 0xaf], // '/' in an overlong form
        [0xe0, 0x80, 0xaf], // '/' in an overlong form
        [0x80], // a continuation byte on its own
        [0xe2, 0x82], // a sequence cut short
        [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
      ),
      fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }),
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bytes, after]) =>
    Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
  )
  .filter((bytes) => !isUtf8(bytes));

const notUtf8Part: fc.Arbitrary<UrlPart> = notUtf8.map((bytes) => ({
  encoded: percentEncodeBytes(bytes),
  malformed: true,
}));

const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
  'application/json, text/html',
  'garbage/;;;',
);

interface Body {
  payload?: string | Buffer;
  type?: string;
  malformed: boolean;
}

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  if (!operation.hasBody) return fc.constant({ malformed: false });
  const knownKeys = operation.bodyKeys.length > 0 ? operation.bodyKeys : ['x'];
  const key = fc.oneof(fc.constantFrom(...knownKeys, '__proto__', 'constructor', 'role'), fc.string());
  const shaped = fc
    .dictionary(key, wrongValue, {
      maxKeys: knownKeys.length + 2,
    })
    .map((object) => JSON.stringify(object));
  const raw = fc.oneof(
    fc.anything({ maxDepth: 4 }).map(asText),
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '[1,2', '{"a":}', 'null', '"string"', '1e999', '{"__proto__":{"admin":true}}'),
    fc.integer({ min: 1, max: 3 }).map((megabytes) => `{"x":"${'A'.repeat(megabytes * 700_000)}"}`),
  );
  const text = fc.record({
    payload: fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 2, arbitrary: raw }),
    type: fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: contentType },
    ),
    malformed: fc.constant(false),
  });
  // Valid JSON around a value whose bytes are not UTF-8, sent as JSON: the server must refuse it.
  const notUtf8Json = fc.record({
    payload: fc
      .tuple(fc.constantFrom(...knownKeys), notUtf8)
      .map(([name, bytes]) =>
        Buffer.concat([Buffer.from(`{${JSON.stringify(name)}:"`), bytes, Buffer.from('"}')]),
      ),
    type: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    malformed: fc.constant(true),
  });
  return fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: notUtf8Json });
}

/** Any text, percent-encoded however it can be, or bytes that are not UTF-8. */
const urlPart = (text: fc.Arbitrary<string>): fc.Arbitrary<UrlPart> =>
  fc.oneof({ weight: 6, arbitrary: text.map(percentEncode) }, { weight: 1, arbitrary: notUtf8Part });

function pathValue(operation: Operation): fc.Arbitrary<UrlPart> {
  const value = anyText.map((text) => text.slice(0, 4000));
  // A valid-looking tracking ID would open a live stream; these endpoints only get bad params.
  return urlPart(
    streamingPaths.has(operation.path) ? value.filter((text) => !trackingIdPattern.test(text.trim())) : value,
  );
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

interface FuzzRequest extends InjectOptions {
  callerIndex: number;
  /** Some part of it is not UTF-8: only a 4xx is a right answer. */
  malformed: boolean;
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...operation.pathParams.map(() => pathValue(operation)));
  const queryKeys = fc.oneof(
    fc.constantFrom(...operation.queryParams, 'page', 'limit', '__proto__'),
    fc.string(),
  );
  const query = fc.array(
    fc.tuple(urlPart(queryKeys), urlPart(wrongValue.map((value) => asText(value).slice(0, 5000)))),
    {
      maxLength: 5,
    },
  );
  const extraHeaders = fc.dictionary(
    fc.constantFrom(
      'x-forwarded-for',
      'origin',
      'accept',
      'accept-language',
      'cookie',
      'authorization',
      'x-request-id',
      'range',
    ),
    headerValue,
    { maxKeys: 3 },
  );
  const callerIndex =
    streamingPaths.has(operation.path) && operation.pathParams.length === 0
      ? fc.constant(0)
      : fc.integer({ min: 0, max: 2 });
  return fc
    .record({ params, query, extraHeaders, body: bodyFor(operation), callerIndex })
    .map(({ params: values, query: pairs, extraHeaders: extra, body, callerIndex: index }) => {
      let url = operation.path;
      operation.pathParams.forEach((name, position) => {
        url = url.replace(`{${name}}`, values[position]?.encoded || '%20');
      });
      const search = pairs.map(([key, value]) => `${key.encoded}=${value.encoded}`);
      if (search.length > 0) url += `?${search.join('&')}`;
      const malformed =
        body.malformed ||
        values.some((value) => value.malformed) ||
        pairs.some(([key, value]) => key.malformed || value.malformed);
      const caller = callers[index];
      // An authenticated caller keeps its credentials unless the fuzzed headers replace them.
      const headers: Record<string, string> = { ...extra, ...caller?.headers };
      if (body.type !== undefined) headers['content-type'] = body.type;
      return {
        method: operation.method as InjectOptions['method'],
        url,
        headers,
        payload: body.payload,
        callerIndex: index,
        malformed,
      };
    });
}

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within 15 s: ${label}`)), 15_000);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const errorShape = {
  error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
};

describe('fuzzing every operation in the OpenAPI document', () => {
  it('covers the documented API', () => {
    const documented = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(documented).toEqual(expect.arrayContaining(['POST /api/parcels', 'GET /api/track/{trackingId}']));
    expect(operations.length).toBeGreaterThan(20);
  });

  it('sends what encodeURIComponent refuses as raw bytes instead of throwing', () => {
    expect(() => encodeURIComponent('a\ud800b')).toThrow(URIError);
    expect(percentEncode('a\ud800b')).toEqual({ encoded: 'a%ED%A0%80b', malformed: true });
    expect(percentEncode('\udfff😀')).toEqual({ encoded: '%ED%BF%BF%F0%9F%98%80', malformed: true });
    expect(percentEncode('ঢাকা 😀')).toEqual({ encoded: encodeURIComponent('ঢাকা 😀'), malformed: false });
  });

  // A replayed counterexample path (FC_PATH with a ':') runs fewer than numRuns requests.
  const replayingShrunkPath = replay.path?.includes(':') === true;

  describe('answers every malformed, oversized, wrongly typed or hostile request below 500, in the error shape', () => {
    for (const operation of operations) {
      it(`${operation.method} ${operation.path}`, { timeout: 60_000 }, async () => {
        let sent = 0;
        await fc.assert(
          fc.asyncProperty(requestFor(operation), async ({ callerIndex, malformed, ...request }) => {
            const label = `${callers[callerIndex]?.name} ${request.method} ${String(request.url).slice(0, 200)}`;
            const response = await withTimeout(ctx.app.inject(request), label);
            sent += 1;
            conformance.check(request.method ?? 'GET', operation.path, response, label);
            expect(response.statusCode, label).toBeLessThan(500);
            if (malformed) expect(response.statusCode, `${label}: not UTF-8`).toBeGreaterThanOrEqual(400);
            if (response.statusCode >= 300) {
              let body: unknown;
              try {
                body = response.json();
              } catch {
                throw new Error(
                  `${label}: ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`,
                );
              }
              expect(body, label).toEqual(errorShape);
              const fields = (body as { error: { fields?: unknown } }).error.fields;
              if (fields !== undefined) {
                expect(
                  Object.values(fields as object).every((value) => typeof value === 'string'),
                  label,
                ).toBe(true);
              }
            }
          }),
          { numRuns: runsPerOperation, endOnFailure: true },
        );
        if (!replayingShrunkPath) expect(sent).toBeGreaterThanOrEqual(runsPerOperation);
      });
    }
  });

  it('is still up after all of it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

// Hostile shapes rather than hostile values: a small body nesting thousands of levels deep once
// overflowed the stack (500) on every JSON route, Better Auth's included.
describe('deeply nested JSON bodies', () => {
  const authPaths = [
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/request-password-reset',
  ];
  const nested = {
    arrays: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    objects: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    'arrays in a field': `{"parcelTitle":${'['.repeat(3000)}${']'.repeat(3000)}}`,
    'brackets inside strings (not nesting)': JSON.stringify({ parcelTitle: '['.repeat(5000) }),
  };

  it('answers 4xx in the error shape on every JSON operation and the auth routes', async () => {
    const targets = [
      ...operations.filter((operation) => operation.hasBody && !streamingPaths.has(operation.path)),
      ...authPaths.map((path) => ({ method: 'POST', path, pathParams: [] as string[] })),
    ];
    let refusedAsDeep = 0;
    for (const operation of targets) {
      const url = operation.pathParams.reduce((path, name) => path.replace(`{${name}}`, 'x'), operation.path);
      for (const [name, payload] of Object.entries(nested)) {
        for (const caller of callers) {
          const label = `${caller.name} ${operation.method} ${url} (${name})`;
          const response = await ctx.app.inject({
            method: operation.method as InjectOptions['method'],
            url,
            headers: {
              ...caller.headers,
              'content-type': 'application/json',
              origin: 'http://localhost:3000',
            },
            payload,
          });
          expect(response.statusCode, label).toBeLessThan(500);
          // Brackets inside a string are text, not nesting: that body may well be accepted.
          if (name.startsWith('brackets inside')) continue;
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.json(), label).toEqual(errorShape);
          // A route that checks the caller before reading the body may answer 401/403 first.
          if (response.statusCode === 400) {
            expect(response.json().error.code, label).toBe('BODY_TOO_DEEP');
            refusedAsDeep += 1;
          }
        }
      }
    }
    expect(refusedAsDeep).toBeGreaterThan(targets.length);
  });

  it('refuses a large nested body before parsing it (413)', async () => {
    const big = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
  });
});

/**
 * Schemathesis-style conformance: every answer's status must be documented for its operation, its
 * content type must be one the document lists for that status, and a JSON body must match the
 * documented schema. An answer the document does not describe fails, whatever its status.
 */
function documentChecker(document: unknown) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema(document as object, 'api');
  const validators = new Map<string, ReturnType<typeof ajv.getSchema>>();
  const pointer = (...parts: string[]) =>
    parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  const paths = (
    document as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }
  ).paths;
  return {
    check(method: string, path: string, response: LightMyRequestResponse, label: string): void {
      const responses = paths[path]?.[method.toLowerCase()]?.responses ?? {};
      const status = String(response.statusCode);
      const documented = responses[status] as { content?: Record<string, unknown> } | undefined;
      expect(
        documented,
        `${label}: ${status} is not documented (${response.body.slice(0, 120)})`,
      ).toBeDefined();
      const content = documented?.content;
      if (!content || response.body === '') return;
      const mediaType =
        String(response.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim() ?? '';
      expect(Object.keys(content), `${label}: ${status} answered ${mediaType}`).toContain(mediaType);
      if (mediaType !== 'application/json') return;
      const key = `${method} ${path} ${status}`;
      if (!validators.has(key)) {
        validators.set(
          key,
          ajv.compile({
            $ref: `api#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema')}`,
          }),
        );
      }
      const validate = validators.get(key);
      const valid = validate?.(response.json());
      expect(
        valid,
        `${label}: ${status} body does not match the document: ${ajv.errorsText(validate?.errors)} ${response.body.slice(0, 200)}`,
      ).toBe(true);
    },
  };
}

// Node's HTTP parser refuses a header holding control bytes before Fastify sees the request: the answer
// must still be the project's error shape (a raw socket, since app.inject cannot send such bytes).
describe('control bytes in Cookie and Authorization', () => {
  it('answer 400 in the error shape', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const send = (raw: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(raw));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += String(chunk);
        });
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const header of [
      'Cookie: better-auth.session_token=\u0001abc',
      'Authorization: Bearer \u0007\u0000x',
      'Cookie: a=\u007f\u0002',
    ]) {
      for (const path of ['/api/parcels', '/api/track/DSH-1700000000000', '/api/auth/get-session']) {
        const answer = await send(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n\r\n`);
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        expect(head, `${path} ${JSON.stringify(header)}`).toMatch(/^HTTP\/1\.1 400 /);
        expect(head.toLowerCase()).toContain('content-type: application/json');
        expect(JSON.parse(body)).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
      }
    }
  });
});
