import crypto from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { Env } from '../env.ts';

/** Better Auth's `emailAndPassword.password`: how a password is hashed and checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

const testPrefix = 'test-sha256:';

/**
 * Scrypt costs tens of milliseconds and 32 MB a password by design, and the API tests sign up and in
 * hundreds of times: under test a salted SHA-256 does. A stored hash of Better Auth's own form (made by
 * a server process the test started) is still checked with scrypt.
 */
const fastTestHashing: PasswordHashing = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${testPrefix}${salt}:${digest(salt, password)}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(testPrefix)) return verifyPassword({ hash, password });
    const [salt = '', key = ''] = hash.slice(testPrefix.length).split(':');
    const expected = Buffer.from(digest(salt, password));
    return key.length === expected.length && crypto.timingSafeEqual(expected, Buffer.from(key));
  },
};

function digest(salt: string, password: string): string {
  return crypto
    .createHash('sha256')
    .update(`${salt}:${password.normalize('NFKC')}`)
    .digest('hex');
}

/**
 * The password options for Better Auth: none (its own scrypt) unless the caller asks for the fast
 * hash, which only a test's app does (test/helpers.ts) and only with NODE_ENV=test. No setting of the
 * environment alone switches it on: the server's entry never asks (server.test.ts reads its hashes).
 */
export function passwordHashing(env: Env, fastForTests: boolean | undefined): PasswordHashing | undefined {
  if (!fastForTests) return undefined;
  if (env.NODE_ENV !== 'test') throw new Error('The fast password hash is for tests only (NODE_ENV=test).');
  return fastTestHashing;
}
