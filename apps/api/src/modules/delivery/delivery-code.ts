import crypto from 'node:crypto';
import { deliveryCodeLength, deliveryCodeMaxTries } from '@desh/shared';

/** A uniformly random code of `deliveryCodeLength` digits (leading zeros kept). */
export function generateDeliveryCode(): string {
  return String(crypto.randomInt(0, 10 ** deliveryCodeLength)).padStart(deliveryCodeLength, '0');
}

export function newSalt(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function hashDeliveryCode(code: string, salt: string): string {
  return crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Compares in constant time, so the time taken says nothing about how much of the code was right. */
export function deliveryCodeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashDeliveryCode(code, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

export interface StoredCode {
  codeHash: string;
  salt: string;
  expiresAt: Date;
  wrongTries: number;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/** Whether `code` completes the delivery now. A locked or expired code is refused before comparing. */
export function checkDeliveryCode(stored: StoredCode, code: string, now: Date): CodeCheck {
  if (stored.wrongTries >= deliveryCodeMaxTries) return 'locked';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  return deliveryCodeMatches(code, stored.salt, stored.codeHash) ? 'ok' : 'wrong';
}

export const isLocked = (stored: Pick<StoredCode, 'wrongTries'>) => stored.wrongTries >= deliveryCodeMaxTries;
