import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { Env } from '../../env.ts';
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

/** AWS's SigV4 timestamp, e.g. 20250304T050607Z. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

/** Uploads by a signed path-style PUT (aws4fetch signs it with Signature Version 4). */
export function createS3Storage(settings: S3Settings, now: () => Date = () => new Date()): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // An upload is answered while the user waits: fail at once rather than retry for seconds.
    retries: 0,
  });
  const objectUrl = (key: string) => `${settings.endpoint}/${settings.bucket}/${key}`;

  async function put(key: string, bytes: Buffer, contentType: string, cacheControl: string) {
    const response = await client.fetch(objectUrl(key), {
      method: 'PUT',
      headers: {
        'content-type': contentType,
        'cache-control': cacheControl,
        // The body's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for S3).
        'x-amz-content-sha256': crypto.createHash('sha256').update(bytes).digest('hex'),
      },
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(15_000),
      aws: { datetime: amzDate(now()) },
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 PUT /${settings.bucket}/${key} failed: ${response.status} ${detail}`);
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
      const response = await client.fetch(objectUrl(`private/${key}`), {
        signal: AbortSignal.timeout(15_000),
        aws: { datetime: amzDate(now()) },
      });
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new Error(`S3 GET /${settings.bucket}/private/${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
