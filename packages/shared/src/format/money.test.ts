import { describe, expect, it } from 'vitest';
import { formatPoisha, formatTaka, parseTakaInput, poishaToTaka, takaToPoisha } from './money.ts';

describe('formatTaka', () => {
  it('formats in English digits by default', () => {
    expect(formatTaka(1250)).toBe('৳1,250');
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(60, 'en')).toBe('৳60');
  });

  it('formats in Bangla digits for bn', () => {
    expect(formatTaka(1250, 'bn')).toBe('৳১,২৫০');
    expect(formatTaka(0, 'bn')).toBe('৳০');
  });

  it('groups large amounts in lakhs in both locales', () => {
    expect(formatTaka(1_000_000)).toBe('৳10,00,000');
    expect(formatTaka(1_000_000, 'bn')).toBe('৳১০,০০,০০০');
  });

  it('shows poisha only when there are any, always as two digits', () => {
    // Through integer poisha: never ৳99.5 or ৳1,383.5 (issue 63.12).
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(1383.5)).toBe('৳1,383.50');
    expect(formatTaka(1383.5, 'bn')).toBe('৳১,৩৮৩.৫০');
    expect(formatTaka(10.256)).toBe('৳10.26');
  });

  it('puts the minus sign before the taka sign', () => {
    expect(formatTaka(-250)).toBe('-৳250');
    expect(formatTaka(-250, 'bn')).toBe('-৳২৫০');
    expect(formatTaka(-0.001)).toBe('৳0');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError);
    expect(() => formatTaka(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('poisha', () => {
  it('converts taka to integer poisha and back without float error', () => {
    expect(takaToPoisha(120)).toBe(12_000);
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(takaToPoisha(1000.01)).toBe(100_001);
    expect(poishaToTaka(162_050)).toBe(1620.5);
    expect(() => poishaToTaka(1.5)).toThrow(RangeError);
    expect(() => takaToPoisha(Number.NaN)).toThrow(RangeError);
  });

  it('formats poisha as taka, with two decimals only when there are poisha', () => {
    expect(formatPoisha(162_000)).toBe('৳1,620');
    expect(formatPoisha(162_050)).toBe('৳1,620.50');
    expect(formatPoisha(-2_005)).toBe('-৳20.05');
    expect(formatPoisha(50_000, 'bn')).toBe('৳৫০০');
    expect(formatPoisha(150_000_00, 'bn')).toBe('৳১,৫০,০০০');
  });

  it('parses typed amounts, Bangla digits and separators included, and nothing else', () => {
    expect(parseTakaInput('1500')).toBe(150_000);
    expect(parseTakaInput(' 1,500.5 ')).toBe(150_050);
    expect(parseTakaInput('৳১৫০০.২৫')).toBe(150_025);
    expect(parseTakaInput('0.07')).toBe(7);
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', '12.'])
      expect(parseTakaInput(bad), bad).toBeUndefined();
  });
});
