import { describe, expect, it } from 'vitest';
import { readScannedCode, scannedCodeText } from './scanned-code.ts';

describe('readScannedCode', () => {
  it('reads a tracking ID from a Code 128 label, typed in any case, with a scanner’s trailing Enter', () => {
    expect(readScannedCode('DSH-1700000000000')).toEqual({ kind: 'parcel', trackingId: 'DSH-1700000000000' });
    expect(readScannedCode(' dsh-1700000000123\r\n')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1700000000123',
    });
  });

  it('reads the tracking ID inside the QR label’s tracking link', () => {
    expect(readScannedCode('https://desh.example/track/DSH-1700000000456')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1700000000456',
    });
    expect(readScannedCode('http://127.0.0.1:3000/track/DSH-1700000000456?from=qr')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1700000000456',
    });
  });

  it('reads a bag code', () => {
    expect(readScannedCode('BAG-DHK-0042')).toEqual({ kind: 'bag', code: 'BAG-DHK-0042' });
    expect(readScannedCode('bag-7f3k9q')).toEqual({ kind: 'bag', code: 'BAG-7F3K9Q' });
  });

  it('drops a scanner’s symbology prefix and control characters', () => {
    expect(readScannedCode(']C0DSH-1700000000789')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1700000000789',
    });
    expect(readScannedCode('BAG-\u001dAB12')).toEqual({ kind: 'bag', code: 'BAG-AB12' });
  });

  it('refuses what is neither a parcel nor a bag', () => {
    for (const raw of [
      '',
      '   ',
      'DSH-123',
      'DSH-17000000000ab',
      'hello',
      'BAG-',
      'BAG-!!',
      'https://desh.example/track/ABC',
      'https://desh.example/tracking?id=DSH-1700000000000x',
      '4006381333931',
    ]) {
      expect(readScannedCode(raw), raw).toBeNull();
    }
  });

  it('gives back the code the API reads', () => {
    expect(scannedCodeText({ kind: 'parcel', trackingId: 'DSH-1700000000000' })).toBe('DSH-1700000000000');
    expect(scannedCodeText({ kind: 'bag', code: 'BAG-AB12' })).toBe('BAG-AB12');
  });
});
