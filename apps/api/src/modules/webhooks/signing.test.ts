import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, secretPrefix, signatureHeaders } from './signing.ts';

describe('signatureHeaders', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({
    type: 'parcel.delivered',
    timestamp: '2026-11-23T10:00:00.000Z',
    data: { trackingId: 'DSH-1' },
  });

  it('makes whsec_ secrets of 32 random bytes and shows only a prefix', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(secretPrefix(secret)).toBe(`${secret.slice(0, 10)}…`);
  });

  it('signs per Standard Webhooks: the maintained verifier accepts the headers', () => {
    const at = new Date();
    const headers = signatureHeaders(secret, 'msg_abc', body, at);
    expect(headers['webhook-id']).toBe('msg_abc');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fails verification for another secret, a changed body, or an old timestamp', () => {
    const headers = signatureHeaders(secret, 'msg_abc', body);
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify(body.replace('DSH-1', 'DSH-2'), { ...headers })).toThrow();
    const old = signatureHeaders(secret, 'msg_abc', body, new Date(Date.now() - 10 * 60 * 1000));
    expect(() => new Webhook(secret).verify(body, { ...old })).toThrow();
  });
});
