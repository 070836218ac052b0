import crypto from 'node:crypto';
import http from 'node:http';
import { AwsV4Signer } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { buildTestApp, useTestContext } from '../../test/helpers.ts';
import { tinyPng, uploadTinyPngAsNewUser } from '../../test/image-fixtures.ts';
import { listenLocally } from '../../test/local-server.ts';
import { createS3Storage, type S3Settings, s3SettingsFromEnv } from './s3-storage.ts';

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

// The example credentials of AWS's Signature Version 4 documentation for S3.
const exampleKeyId = 'AKIAIOSFODNN7EXAMPLE';
const exampleSecret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

async function sign(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  secret: string;
  keyId?: string;
  region?: string;
}): Promise<string> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers: request.headers,
    accessKeyId: request.keyId ?? exampleKeyId,
    secretAccessKey: request.secret,
    service: 's3',
    region: request.region ?? 'us-east-1',
    datetime: request.headers['x-amz-date'],
    allHeaders: true,
  });
  return (await signer.sign()).headers.get('authorization') ?? '';
}

describe('the S3 signer (aws4fetch) against AWS’s published Signature Version 4 examples', () => {
  it('signs the S3 "GET Object" example', async () => {
    const header = await sign({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256Hex(''),
        'x-amz-date': '20130524T000000Z',
      },
      secret: exampleSecret,
    });
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the S3 "PUT Object" example, key encoding included', async () => {
    const header = await sign({
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-content-sha256': sha256Hex('Welcome to Amazon S3.'),
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      secret: exampleSecret,
    });
    expect(header).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });
});

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for S3/MinIO: records each request and answers with the status the test sets. */
async function fakeS3() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = status;
      response.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  const { origin, close } = await listenLocally(server);
  return {
    endpoint: origin,
    received,
    answerWith(code: number) {
      status = code;
    },
    close,
  };
}

/**
 * Checks a received request the way S3 does: the body must match the signed hash, and the signature
 * rebuilt from the signed headers must match.
 */
async function verifySignature(request: Received, origin: string, secret: string): Promise<void> {
  const auth = String(request.headers.authorization);
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) throw new Error(`malformed Authorization: ${auth}`);
  const [, keyId, , region, signedHeaders, signature] = match;
  expect(request.headers['x-amz-content-sha256']).toBe(sha256Hex(request.body));
  const headers = Object.fromEntries(
    String(signedHeaders)
      .split(';')
      .filter((name) => name !== 'host')
      .map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const expected = await sign({
    method: request.method,
    url: `${origin}${request.url}`,
    headers,
    secret,
    keyId: String(keyId),
    region: String(region),
  });
  if (!expected.endsWith(`Signature=${signature}`)) throw new Error('the signature does not match');
}

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await fakeS3();
    settings = {
      endpoint: s3.endpoint,
      region: 'ap-south-1',
      bucket: 'desh-uploads',
      accessKeyId: 'minio-access',
      secretAccessKey: 'minio-secret-key-0123456789',
      publicUrl: 'https://cdn.desh.example/uploads',
    };
  });
  afterAll(async () => {
    await s3.close();
  });
  // Its hooks run after the fake S3 starts and (after hooks run in reverse) close before it does.
  const ctx = useTestContext(() => ({
    UPLOAD_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_PUBLIC_URL: 'http://media.desh.example:9000/desh-uploads',
  }));

  it('PUTs the bytes path-style with a valid signature and answers the public URL', async () => {
    const bytes = crypto.randomBytes(2048);
    const storage = createS3Storage(settings, () => new Date('2025-03-04T05:06:07.890Z'));
    const url = await storage.save(bytes, 'png', 'image/png');
    const key = url.replace(`${settings.publicUrl}/`, '');
    expect(key).toMatch(/^[a-z0-9]+-[0-9a-f]{24}\.png$/);
    const request = s3.received.at(-1);
    if (!request) throw new Error('nothing reached the fake S3');
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`/desh-uploads/${key}`);
    expect(request.body.equals(bytes)).toBe(true);
    expect(request.headers['content-type']).toBe('image/png');
    expect(request.headers['x-amz-date']).toBe('20250304T050607Z');
    expect(request.headers['x-amz-content-sha256']).toBe(sha256Hex(bytes));
    expect(request.headers.authorization).toContain(
      'Credential=minio-access/20250304/ap-south-1/s3/aws4_request',
    );
    expect(request.headers.authorization).toMatch(/SignedHeaders=[^,]*host[^,]*x-amz-date/);
    await verifySignature(request, s3.endpoint, settings.secretAccessKey);
    await expect(verifySignature(request, s3.endpoint, 'another-secret')).rejects.toThrow();
  });

  it('fails the upload when the bucket refuses it', async () => {
    s3.answerWith(403);
    try {
      await expect(createS3Storage(settings).save(tinyPng(), 'png', 'image/png')).rejects.toThrow(/403/);
    } finally {
      s3.answerWith(200);
    }
  });

  it('is what POST /api/uploads uses when UPLOAD_DRIVER=s3', async () => {
    const response = await uploadTinyPngAsNewUser(ctx);
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^http:\/\/media\.desh\.example:9000\/desh-uploads\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    const request = s3.received.at(-1);
    expect((await sharp(request?.body).metadata()).format).toBe('png');
    expect(request?.url).toBe(`/desh-uploads/${url.split('/').at(-1)}`);
    // The bucket's origin is allowed to show images on the site's pages.
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src [^;]*http:\/\/media\.desh\.example:9000/,
    );
  });

  it('refuses to start with UPLOAD_DRIVER=s3 and missing settings, naming them', async () => {
    const env = loadEnv({ NODE_ENV: 'test', UPLOAD_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000' });
    expect(() => s3SettingsFromEnv(env)).toThrow(
      'UPLOAD_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL.',
    );
    await expect(
      buildTestApp({ env: { ...ctx.env, S3_ENDPOINT: undefined }, database: ctx.database, logger: false }),
    ).rejects.toThrow(/UPLOAD_DRIVER=s3 needs S3_ENDPOINT/);
  });
});
