import { describe, expect, it } from 'vitest';
import { dhakaDate, dhakaDateTime, dhakaDayEnd, dhakaDayStart } from './dhaka-time.ts';

describe('the Dhaka day', () => {
  it('turns at 18:00 UTC', () => {
    expect(dhakaDate(new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24');
    expect(dhakaDate(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
    expect(dhakaDate(Date.parse('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('starts and ends a day at Dhaka midnight', () => {
    expect(dhakaDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(dhakaDayEnd('2026-11-25').toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(dhakaDate(dhakaDayStart('2026-03-01'))).toBe('2026-03-01');
  });

  it('writes a moment as Dhaka wall-clock time', () => {
    expect(dhakaDateTime('2026-11-24T18:05:00.000Z')).toBe('2026-11-25 00:05');
  });
});
