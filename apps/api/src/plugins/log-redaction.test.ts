import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { censor, createLineScrubber, redactUrl, serializeError } from './log-redaction.ts';

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

describe('redactUrl and personal data', () => {
  it('hides the receiver’s link token in the page’s and the API’s paths, plain or URL-encoded', () => {
    const token = 'Vk0CoLzt1mBFeR0ZCKXm4g';
    expect(redactUrl(`/r/${token}`)).toBe(`/r/${censor}`);
    expect(redactUrl(`/r/${token}?lang=bn`)).toBe(`/r/${censor}?lang=bn`);
    expect(redactUrl(`/api/receiver-links/${token}`)).toBe(`/api/receiver-links/${censor}`);
    expect(redactUrl(`/api/receiver-links/${token}/instructions`)).toBe(
      `/api/receiver-links/${censor}/instructions`,
    );
    expect(redactUrl(`/login?next=%2Fr%2F${token}`)).toBe(`/login?next=%2Fr%2F${censor}`);
    expect(redactUrl('/api/track/DSH-1795500000000/history')).toBe('/api/track/DSH-1795500000000/history');
  });

  it('hides phone numbers in any form, and searches and personal fields in the query', () => {
    for (const phone of ['01712345678', '8801712345678', '+8801712345678', '%2B8801712345678']) {
      expect(redactUrl(`/api/admin/receiver-records/hidden/${phone}`)).toBe(
        `/api/admin/receiver-records/hidden/${censor}`,
      );
    }
    expect(redactUrl('/api/parcels?q=Rokeya%20Begum&status=pending&page=2')).toBe(
      `/api/parcels?q=${censor}&status=pending&page=2`,
    );
    expect(redactUrl('/api/users?search=Karim&limit=20')).toBe(`/api/users?search=${censor}&limit=20`);
    expect(redactUrl('/x?receiverName=A&receiverPhone=B&deliveryAddress=C&quote=1')).toBe(
      `/x?receiverName=${censor}&receiverPhone=${censor}&deliveryAddress=${censor}&quote=1`,
    );
  });
});

describe('the line scrubber', () => {
  const scrub = createLineScrubber(loadEnv({}));

  it('takes phone numbers out of any line, after a space, a JSON escape or a URL-encoded space', () => {
    const line = JSON.stringify({
      msg: 'call 01712345678\n01812345678 or Rupa%2001912345678, +8801512345678',
    });
    expect(scrub(line)).toBe(
      JSON.stringify({ msg: `call ${censor}\n${censor} or Rupa%20${censor}, ${censor}` }),
    );
  });

  it("takes out the database password of a cluster's DATABASE_URL (several hosts)", () => {
    const cluster = createLineScrubber(
      loadEnv({
        DATABASE_URL: 'postgres://desh:s3cret-pw@db1:5432,db2:5432/desh?target_session_attrs=read-write',
      }),
    );
    expect(cluster('connect failed for desh:s3cret-pw@db2')).toBe(`connect failed for desh:${censor}@db2`);
  });

  it('leaves numbers, ids and tracking IDs whole, so the line stays JSON', () => {
    const line = JSON.stringify({
      time: 1_796_638_550_659,
      responseTime: 0.01712345678,
      trackingId: 'DSH-1701712345678',
      id: 'a01712345678b',
      count: 201712345678,
    });
    expect(scrub(line)).toBe(line);
  });
});

describe('serializeError', () => {
  /** A failed query as Drizzle reports it: its text and values, the driver's error as the cause. */
  function failedQuery() {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "Rokeya Begum"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'string_to_uuid',
      detail: 'Failing row contains (Rokeya Begum, 01712345678, House 5).',
      where: 'SQL function "f" statement 1',
      internalQuery: 'select 1',
      query: 'select $1::uuid',
      params: ['Rokeya Begum', 'session-token-value'],
    });
    return Object.assign(
      new Error('Failed query: select $1::uuid\nparams: Rokeya Begum,session-token-value', { cause: driver }),
      { query: 'select $1::uuid', params: ['Rokeya Begum', 'session-token-value'] },
    );
  }

  it('keeps the kinds, messages and codes of the error and its cause, and none of the values', () => {
    const serialized = serializeError(failedQuery()) as Record<string, unknown>;
    expect(serialized).toMatchObject({
      type: 'Error',
      message: `Failed query: select $1::uuid\nparams: ${censor}`,
      cause: {
        message: `invalid input syntax for type uuid: "${censor}"`,
        code: '22P02',
        severity: 'ERROR',
        routine: 'string_to_uuid',
      },
    });
    const text = JSON.stringify(serialized);
    for (const value of [
      'Rokeya',
      '01712345678',
      'House 5',
      'session-token-value',
      'SQL function',
      'select 1',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('names, rather than copies, whatever else is logged as an error', () => {
    expect(serializeError({ phone: '01712345678' })).toEqual({ type: 'object' });
    expect(serializeError('SMS gateway answered 500')).toBe('SMS gateway answered 500');
  });
});
