import { describe, expect, it } from 'vitest';
import { labelBarcodeText, readScannedCode } from './scanned-code.ts';

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

  it('reads the label’s check code after the tracking ID (Code 128) or in the QR URL’s fragment', () => {
    expect(readScannedCode('DSH-1763000000000-7KQ3M')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1763000000000',
      check: '7KQ3M',
    });
    expect(readScannedCode('dsh-1763000000000-7kq3m\n')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1763000000000',
      check: '7KQ3M',
    });
    expect(readScannedCode('https://desh.example/track/DSH-1763000000000#7KQ3M')).toEqual({
      kind: 'parcel',
      trackingId: 'DSH-1763000000000',
      check: '7KQ3M',
    });
    expect(readScannedCode(labelBarcodeText('DSH-1763000000000', 'ABCDE'))).toMatchObject({ check: 'ABCDE' });
  });

  it('reads a typed tracking ID (or an old label) as a tracking ID without a check code', () => {
    expect(readScannedCode('DSH-1763000000000')).not.toHaveProperty('check');
  });

  it('refuses a code with look-alike characters or of the wrong length', () => {
    for (const raw of ['DSH-1763000000000-7KQ3O', 'DSH-1763000000000-7KQ3', 'DSH-1763000000000-7KQ3MM']) {
      expect(readScannedCode(raw)).toBeNull();
    }
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
