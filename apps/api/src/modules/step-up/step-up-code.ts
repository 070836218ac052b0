import crypto from 'node:crypto';
import { smsCodeLength } from '@desh/shared';

/** A code to confirm a change: six digits, five minutes, three tries (as sign-in codes, lib/phone-auth.ts). */
export const stepUpCodeSettings = { expiresInMinutes: 5, allowedAttempts: 3 } as const;

/** A uniformly random code (leading zeros kept). */
export function generateStepUpCode(): string {
  return String(crypto.randomInt(0, 10 ** smsCodeLength)).padStart(smsCodeLength, '0');
}

export const newSalt = () => crypto.randomBytes(16).toString('hex');

/** Only this is kept: a leaked row does not give the code away before it expires. */
export function hashStepUpCode(code: string, salt: string): string {
  return crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Compares in constant time, so the time taken says nothing about how much of the code was right. */
export function stepUpCodeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashStepUpCode(code, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

const banglaDigits = '০১২৩৪৫৬৭৮৯';
/** A code typed on a Bangla keypad ("১২৩৪৫৬") is the same code. */
export const latinCode = (code: string) =>
  code.replace(/[০-৯]/g, (digit) => String(banglaDigits.indexOf(digit)));
