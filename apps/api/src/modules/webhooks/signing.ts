import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret in the Standard Webhooks form: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/** What the log shows to tell secrets apart without revealing them. */
export function secretPrefix(secret: string): string {
  return `${secret.slice(0, 10)}…`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three Standard Webhooks headers for one attempt (the timestamp is the attempt's own). */
export function signatureHeaders(
  secret: string,
  messageId: string,
  body: string,
  at = new Date(),
): SignedHeaders {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
