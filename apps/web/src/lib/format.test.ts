import { describe, expect, it } from 'vitest';
import { formatDay, formatDhakaDateTime, formatNumber, localDigits } from './format';
import { formatDhakaTime } from './format-clock';

const latinDigit = /[0-9]/;

describe('numbers, dates and times in the page language', () => {
  it('writes Bangla with Bangla digits and English with Latin ones', () => {
    expect(formatNumber(123456, 'bn')).toBe('১,২৩,৪৫৬');
    expect(formatNumber(123456, 'en')).toBe('1,23,456');
    expect(localDigits(2026, 'bn')).toBe('২০২৬');
    expect(localDigits('DSH-12', 'en')).toBe('DSH-12');
  });

  it('never writes AM/PM or Latin digits in a Bangla time', () => {
    // 21:05 in Dhaka (UTC+6): an afternoon time, where a 12-hour clock would say "PM".
    const evening = '2026-11-25T15:05:00Z';
    for (const text of [formatDhakaDateTime(evening, 'bn'), formatDhakaTime(evening, 'bn')]) {
      expect(text).not.toMatch(/AM|PM/i);
      expect(text).not.toMatch(latinDigit);
      expect(text).toContain('২১:০৫');
    }
    expect(formatDhakaTime(evening, 'en')).toBe('21:05');
  });

  it('writes an API day (YYYY-MM-DD) as a date, in Bangla digits', () => {
    expect(formatDay('2026-11-25', 'bn')).not.toMatch(latinDigit);
    expect(formatDay('2026-11-25', 'bn')).toContain('২৫');
    expect(formatDay('2026-11-25', 'en')).toBe('25 Nov 2026');
  });
});
