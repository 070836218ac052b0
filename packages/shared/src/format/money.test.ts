import { describe, expect, it } from 'vitest';
import { formatTaka } from './money.ts';

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

  it('shows paisa only when there are any, to at most two places', () => {
    expect(formatTaka(99.5)).toBe('৳99.5');
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
