import { deliveryCodeMaxTries } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import {
  checkDeliveryCode,
  deliveryCodeMatches,
  generateDeliveryCode,
  hashDeliveryCode,
  newSalt,
} from './delivery-code.ts';

const now = new Date('2026-11-23T10:00:00Z');

function stored(code: string, overrides: { expiresAt?: Date; wrongTries?: number } = {}) {
  const salt = newSalt();
  return {
    codeHash: hashDeliveryCode(code, salt),
    salt,
    expiresAt: overrides.expiresAt ?? new Date(now.getTime() + 60_000),
    wrongTries: overrides.wrongTries ?? 0,
  };
}

describe('delivery codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateDeliveryCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('keep only a salted hash: the same code hashes differently under another salt', () => {
    const a = stored('123456');
    const b = stored('123456');
    expect(a.codeHash).not.toContain('123456');
    expect(a.codeHash).not.toBe(b.codeHash);
    expect(deliveryCodeMatches('123456', a.salt, a.codeHash)).toBe(true);
    expect(deliveryCodeMatches('123457', a.salt, a.codeHash)).toBe(false);
    expect(deliveryCodeMatches('123456', b.salt, a.codeHash)).toBe(false);
  });

  it('accept the right code before it expires and refuse it from the moment it does', () => {
    const expiresAt = new Date(now.getTime() + 1000);
    expect(checkDeliveryCode(stored('654321', { expiresAt }), '654321', now)).toBe('ok');
    expect(checkDeliveryCode(stored('654321', { expiresAt }), '654321', expiresAt)).toBe('expired');
    expect(checkDeliveryCode(stored('654321', { expiresAt }), '654321', new Date(now.getTime() + 5000))).toBe(
      'expired',
    );
    expect(checkDeliveryCode(stored('654321', { expiresAt }), '000000', now)).toBe('wrong');
  });

  it(`lock after ${deliveryCodeMaxTries} wrong tries: even the right code is refused then`, () => {
    const almost = stored('111111', { wrongTries: deliveryCodeMaxTries - 1 });
    expect(checkDeliveryCode(almost, '111111', now)).toBe('ok');
    expect(checkDeliveryCode(almost, '222222', now)).toBe('wrong');
    const locked = stored('111111', { wrongTries: deliveryCodeMaxTries });
    expect(checkDeliveryCode(locked, '111111', now)).toBe('locked');
    expect(checkDeliveryCode(locked, '222222', now)).toBe('locked');
  });
});
