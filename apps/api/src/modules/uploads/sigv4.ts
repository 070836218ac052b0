import crypto from 'node:crypto';

/** AWS Signature Version 4, just what a path-style S3 PUT needs (no SDK). */
export interface SignInput {
  method: string;
  /** Already URI-encoded path, e.g. /bucket/key.png */
  path: string;
  /** Header names in lower case; host and x-amz-date must be among them. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** yyyymmddThhmmssZ, the same value as the x-amz-date header. */
  amzDate: string;
}

export const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** S3 keys keep their slashes; everything outside RFC 3986's unreserved set is percent-encoded. */
export function encodeKeyPath(key: string): string {
  return key
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export function canonicalRequest(input: SignInput): { canonical: string; signedHeaders: string } {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const canonicalHeaders = names
    .map((name) => `${name}:${(lower[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonical = [input.method, input.path, '', canonicalHeaders, signedHeaders, input.payloadHash].join(
    '\n',
  );
  return { canonical, signedHeaders };
}

/** The Authorization header value for the request. */
export function authorization(input: SignInput): string {
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const { canonical, signedHeaders } = canonicalRequest(input);
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const signature = crypto
    .createHmac('sha256', signingKey(input.secretAccessKey, date, input.region, input.service))
    .update(stringToSign)
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
