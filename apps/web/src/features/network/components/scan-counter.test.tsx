import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ScanCounter, ScanFlash } from './scan-counter';

describe('the scan station’s counter', () => {
  it('says 55 of 56 until the last parcel is in, then turns complete', async () => {
    const { rerender } = await renderPage(
      <ScanCounter id="bag-out" label="Scanned out of bag BAG-1" scanned={55} expected={56} />,
      { namespaces: ['network'] },
    );
    const counter = screen.getByTestId('scan-tally-bag-out');
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('55 of 56');
    expect(counter.dataset.complete).toBe('false');
    rerender(<ScanCounter id="bag-out" label="Scanned out of bag BAG-1" scanned={56} expected={56} />);
    expect(screen.getByTestId('scan-tally-bag-out').dataset.complete).toBe('true');
  });

  it('reads in Bangla with Bangla digits', async () => {
    await renderPage(<ScanCounter id="handout" label="x" scanned={55} expected={56} />, {
      namespaces: ['network'],
      language: 'bn',
    });
    expect(screen.getByTestId('scan-tally-figure').textContent).toBe('৫৬টির মধ্যে ৫৫টি');
  });
});

describe('the outcome band', () => {
  it('has a colour for each outcome', async () => {
    const { rerender } = await renderPage(
      <ScanFlash flash={{ outcome: 'warning', code: 'DC-1', count: 1 }} />,
      { namespaces: ['network'] },
    );
    expect(screen.getByTestId('scan-flash').className).toContain('bg-warning');
    expect(screen.getByTestId('scan-flash').textContent).toContain('Look at this one');
    rerender(<ScanFlash flash={{ outcome: 'refused', code: 'DC-1', count: 2 }} />);
    expect(screen.getByTestId('scan-flash').className).toContain('bg-error');
    rerender(<ScanFlash flash={{ outcome: 'ok', code: 'DC-2', count: 3 }} />);
    expect(screen.getByTestId('scan-flash').className).toContain('bg-success');
  });
});
