import type { ScannedCode } from '@desh/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { BarcodeScanner } from './barcode-scanner';

/** A keyboard-wedge scanner (or a person) types `text` into the field and presses Enter. */
function enter(text: string) {
  const field = screen.getByRole('textbox');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
}

describe('the scan field reads a label (issue 61 item 4)', () => {
  it('passes on the label’s check code from its barcode, and a typed tracking ID without one', async () => {
    const scans: ScannedCode[] = [];
    await renderPage(
      <BarcodeScanner id="scan" prompt="Scan" accept={['parcel']} onScan={(code) => scans.push(code)} />,
      { namespaces: ['scanner'] },
    );
    enter('DSH-1763000000000-7KQ3M');
    enter('dsh-1763000000000');
    enter('https://desh.example/track/DSH-1763000000000#7KQ3M');
    expect(scans).toEqual([
      { kind: 'parcel', trackingId: 'DSH-1763000000000', check: '7KQ3M' },
      { kind: 'parcel', trackingId: 'DSH-1763000000000' },
      { kind: 'parcel', trackingId: 'DSH-1763000000000', check: '7KQ3M' },
    ]);
  });

  it('refuses a label whose check code is cut or has look-alike characters', async () => {
    const onScan = vi.fn();
    await renderPage(<BarcodeScanner id="scan" prompt="Scan" accept={['parcel']} onScan={onScan} />, {
      namespaces: ['scanner'],
    });
    enter('DSH-1763000000000-7KQ3O');
    expect(onScan).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“DSH-1763000000000-7KQ3O” is not a parcel or bag label. Scan the label again or type its code.',
    );
  });
});
