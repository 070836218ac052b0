import { describe, expect, it } from 'vitest';
import { readScannedCode } from './scanned-code.ts';

describe('readScannedCode', () => {
  it('reads a tracking ID from a Code 128 label and from the QR label’s tracking URL', () => {
    expect(readScannedCode('DSH-1763000000000')).toEqual({ kind: 'parcel', trackingId: 'DSH-1763000000000' });
    expect(readScannedCode(' dsh-1763000000000\n')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1763000000000',
    });
    expect(readScannedCode('https://desh.example/track/DSH-1763000000000')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1763000000000',
    });
  });

  it('reads a bag code', () => {
    expect(readScannedCode('BAG-7K3M9Q')).toEqual({ kind: 'bag', code: 'BAG-7K3M9Q' });
  });

  it('refuses anything else', () => {
    for (const raw of [
      '',
      'DSH-12',
      'hello',
      'BAG-',
      'https://desh.example/track/DSH-12',
      'XDSH-17630000000001',
    ]) {
      expect(readScannedCode(raw)).toBeNull();
    }
  });
});
