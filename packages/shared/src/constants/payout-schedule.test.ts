import { describe, expect, it } from 'vitest';
import { nextPayoutDay } from './payout-schedule.ts';

// Moments in UTC; Dhaka is UTC+6. 2026-12-06 is a Sunday, 2026-12-09 a Wednesday.
describe('the next payout day (Sundays and Wednesdays, Dhaka)', () => {
  it('is today on a payout day before noon in Dhaka', () => {
    expect(nextPayoutDay(new Date('2026-12-06T05:59:00Z'))).toBe('2026-12-06'); // Sun 11:59 Dhaka
  });

  it('is the next payout day from noon on', () => {
    expect(nextPayoutDay(new Date('2026-12-06T06:00:00Z'))).toBe('2026-12-09'); // Sun 12:00 Dhaka
  });

  it('counts the Dhaka day, not the UTC one, around midnight', () => {
    // Tuesday 19:30 UTC is already Wednesday 01:30 in Dhaka: paid that Wednesday.
    expect(nextPayoutDay(new Date('2026-12-08T19:30:00Z'))).toBe('2026-12-09');
    // Saturday 18:30 UTC is Sunday 00:30 in Dhaka.
    expect(nextPayoutDay(new Date('2026-12-05T18:30:00Z'))).toBe('2026-12-06');
  });

  it('waits over the weekend from Wednesday afternoon to Sunday', () => {
    expect(nextPayoutDay(new Date('2026-12-09T10:00:00Z'))).toBe('2026-12-13'); // Wed 16:00 Dhaka
    expect(nextPayoutDay(new Date('2026-12-11T04:00:00Z'))).toBe('2026-12-13'); // Fri
  });
});
