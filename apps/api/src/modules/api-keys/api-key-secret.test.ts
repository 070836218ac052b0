import { describe, expect, it } from 'vitest';
import {
  apiKeyMatches,
  bearerApiKey,
  generateApiKey,
  hashApiKey,
  isWellFormedApiKey,
} from './api-key-secret.ts';

describe('API key secrets', () => {
  it('makes distinct dsh_live_ keys with a shown prefix and a SHA-256 hash', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a.key).toMatch(/^dsh_live_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.prefix).toBe(a.key.slice(0, 17));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(9));
    expect(isWellFormedApiKey(a.key)).toBe(true);
  });

  it('matches a key only against its own hash', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(apiKeyMatches(a.key, a.hash)).toBe(true);
    expect(apiKeyMatches(b.key, a.hash)).toBe(false);
    expect(apiKeyMatches(a.key, 'abcd')).toBe(false);
  });

  it('reads only dsh_live_ bearer tokens as keys', () => {
    const { key } = generateApiKey();
    expect(bearerApiKey(`Bearer ${key}`)).toBe(key);
    expect(bearerApiKey(`bearer   ${key} `)).toBe(key);
    expect(bearerApiKey('Bearer some-session-token')).toBeUndefined();
    expect(bearerApiKey(`Basic ${key}`)).toBeUndefined();
    expect(bearerApiKey(undefined)).toBeUndefined();
    expect(isWellFormedApiKey('dsh_live_short')).toBe(false);
  });
});
