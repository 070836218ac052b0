import { describe, expect, it } from 'vitest';
import { readDeskQuery } from './parcel-desk.ts';
import { normalizeBdMobile } from './phone.ts';

describe('readDeskQuery', () => {
  it('reads a tracking ID with or without DSH-, in Latin or Bangla digits', () => {
    expect(readDeskQuery(' dsh-1700000000123 ')).toEqual({
      kind: 'tracking',
      trackingId: 'DSH-1700000000123',
    });
    expect(readDeskQuery('1700000000123')).toEqual({ kind: 'tracking', trackingId: 'DSH-1700000000123' });
    expect(readDeskQuery('১৭০০০০০০০০১২৩')).toEqual({ kind: 'tracking', trackingId: 'DSH-1700000000123' });
  });

  it('reads a mobile number however it is written', () => {
    for (const typed of ['01712345678', '+8801712345678', '017-1234 5678', '০১৭১২৩৪৫৬৭৮', '+৮৮০১৭১২৩৪৫৬৭৮']) {
      expect(readDeskQuery(typed)).toEqual({ kind: 'phone', phone: '01712345678' });
    }
  });

  it('reads anything else as words: an order ID or a merchant', () => {
    expect(readDeskQuery(' Rupa Fashion ')).toEqual({ kind: 'text', text: 'Rupa Fashion' });
    expect(readDeskQuery('ORD-00123')).toEqual({ kind: 'text', text: 'ORD-00123' });
    expect(readDeskQuery('0171234')).toEqual({ kind: 'text', text: '0171234' });
  });
});

describe('normalizeBdMobile', () => {
  it('stores a number typed in Bangla digits the same way as in Latin ones', () => {
    expect(normalizeBdMobile('০১৮১২-৩৪৫৬৭৮')).toBe('01812345678');
  });
});
