import { describe, expect, it } from 'vitest';
import { formatShortWeekday, formatWeekday } from './format-clock';

describe('weekdays', () => {
  it('keeps the long and the short formats apart, whichever is asked for first', () => {
    // Both are cached by locale: one shared cache name once gave the check-in "Monday 7 December".
    expect(formatShortWeekday('2026-12-07', 'en')).toBe('Mon 7 Dec');
    expect(formatWeekday('2026-12-07', 'en')).toBe('Monday 7 December');
    expect(formatShortWeekday('2026-12-07', 'en')).toBe('Mon 7 Dec');
  });

  it('writes a Bangla day in Bangla', () => {
    expect(formatShortWeekday('2026-12-07', 'bn')).toMatch(/^সোম/);
    expect(formatWeekday('2026-12-07', 'bn')).toMatch(/^সোমবার/);
  });
});
