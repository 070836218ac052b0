import { receiverLinkGraceMs } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import {
  hashReceiverToken,
  isReceiverTokenShape,
  newReceiverToken,
  receiverLinkExpired,
  receiverLinkPath,
} from './link-token.ts';

describe('receiver link tokens', () => {
  it('are 128 random bits in 22 URL-safe characters, kept only as a SHA-256 hash', () => {
    const { token, hash } = newReceiverToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashReceiverToken(token));
    expect(hash).not.toContain(token);
    expect(isReceiverTokenShape(token)).toBe(true);
    expect(receiverLinkPath(token)).toBe(`/r/${token}`);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newReceiverToken().token));
    expect(tokens.size).toBe(2000);
  });

  it('refuse strings that cannot be a token', () => {
    for (const value of ['', 'short', `${'a'.repeat(22)}=`, 'a'.repeat(23), 'a/'.repeat(11)]) {
      expect(isReceiverTokenShape(value)).toBe(false);
    }
  });
});

describe('receiver link expiry', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const live = { revokedAt: null };

  it('keeps a link open while the parcel is on its way, however long', () => {
    for (const status of ['pending', 'in_transit', 'out_for_delivery', 'failed', 'returning'] as const) {
      expect(receiverLinkExpired(live, { status, updatedAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe(
        false,
      );
    }
  });

  it('closes a link a grace period after the journey ends', () => {
    for (const status of ['delivered', 'returned', 'cancelled'] as const) {
      const justInside = new Date(now.getTime() - receiverLinkGraceMs + 1000);
      const justOutside = new Date(now.getTime() - receiverLinkGraceMs - 1000);
      expect(receiverLinkExpired(live, { status, updatedAt: justInside }, now)).toBe(false);
      expect(receiverLinkExpired(live, { status, updatedAt: justOutside }, now)).toBe(true);
    }
  });

  it('closes a link that a newer one replaced', () => {
    expect(receiverLinkExpired({ revokedAt: now }, { status: 'pending', updatedAt: now }, now)).toBe(true);
  });
});
