import { describe, expect, it } from 'vitest';
import { censor, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides an email in the path or the query, plain or URL-encoded', () => {
    expect(redactUrl('/api/users/rupa.begum%2Bshop@example.com.bd')).toBe(`/api/users/${censor}`);
    expect(redactUrl('/api/users/rupa%40example.com')).toBe(`/api/users/${censor}`);
    expect(redactUrl('/api/parcels?email=rupa@example.com&page=2')).toBe(
      `/api/parcels?email=${censor}&page=2`,
    );
  });

  it('hides tokens in reset paths and credential-like query values, and leaves the rest', () => {
    expect(redactUrl('/api/auth/reset-password/abcDEF123456789?callbackURL=/x')).toBe(
      `/api/auth/reset-password/${censor}?callbackURL=/x`,
    );
    expect(redactUrl('/api/auth/callback/google?code=4/0Ab&state=xyz')).toBe(
      `/api/auth/callback/google?code=${censor}&state=${censor}`,
    );
    expect(redactUrl('/api/track/DSH-1795500000000?lang=bn')).toBe('/api/track/DSH-1795500000000?lang=bn');
  });
});
