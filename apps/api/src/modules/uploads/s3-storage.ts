import type { Env } from '../../env.ts';
import { amzDate, authorization, encodeKeyPath, sha256Hex } from './sigv4.ts';
import { type FileStorage, isPrivateKey, uploadFileName } from './storage.ts';

export interface S3Settings {
  /** Service origin, e.g. http://minio:9000 (path-style: the bucket goes in the path). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the stored objects are readable, e.g. https://desh.example/uploads */
  publicUrl: string;
}

/** Fails fast at start-up when UPLOAD_DRIVER=s3 lacks a setting, naming every missing one. */
export function s3SettingsFromEnv(env: Env): S3Settings {
  const required = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: env.S3_PUBLIC_URL,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`UPLOAD_DRIVER=s3 needs ${missing.join(', ')}.`);
  }
  return {
    endpoint: String(required.S3_ENDPOINT).replace(/\/+$/, ''),
    region: env.S3_REGION,
    bucket: String(required.S3_BUCKET),
    accessKeyId: String(required.S3_ACCESS_KEY_ID),
    secretAccessKey: String(required.S3_SECRET_ACCESS_KEY),
    publicUrl: String(required.S3_PUBLIC_URL).replace(/\/+$/, ''),
  };
}

export function createS3Storage(settings: S3Settings, now: () => Date = () => new Date()): FileStorage {
  async function signed(
    method: 'PUT' | 'GET',
    key: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ) {
    const url = new URL(`${settings.endpoint}/${encodeKeyPath(`${settings.bucket}/${key}`)}`);
    const date = amzDate(now());
    const payloadHash = sha256Hex(body ?? Buffer.alloc(0));
    const headers: Record<string, string> = {
      host: url.host,
      ...extra,
      ...(body ? { 'content-length': String(body.length) } : {}),
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': date,
    };
    headers.authorization = authorization({
      method,
      path: url.pathname,
      headers,
      payloadHash,
      region: settings.region,
      service: 's3',
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      amzDate: date,
    });
    const { host: _host, ...sent } = headers;
    const response = await fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return { url, response };
  }

  async function put(key: string, bytes: Buffer, contentType: string, cacheControl: string) {
    const { url, response } = await signed('PUT', key, bytes, {
      'content-type': contentType,
      'cache-control': cacheControl,
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 PUT ${url.pathname} failed: ${response.status} ${detail}`);
    }
  }

  return {
    async save(bytes, extension, contentType) {
      const key = uploadFileName(extension);
      await put(key, bytes, contentType, 'public, max-age=31536000, immutable');
      return `${settings.publicUrl}/${key}`;
    },
    // Under private/: the bucket policy must not make this prefix publicly readable (docs/runbook.md).
    async savePrivate(bytes, extension, contentType) {
      const key = uploadFileName(extension);
      await put(`private/${key}`, bytes, contentType, 'private, no-store');
      return key;
    },
    async readPrivate(key) {
      if (!isPrivateKey(key)) return undefined;
      const { url, response } = await signed('GET', `private/${key}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${url.pathname} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
