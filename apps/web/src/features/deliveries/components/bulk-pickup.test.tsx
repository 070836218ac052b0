import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { testRunItem } from '../test/run-item';
import { BulkPickup } from './bulk-pickup';

const atShop = [1, 2, 3].map((n) =>
  testRunItem(
    { _id: `p${n}`, trackingId: `DSH-176500000000${n}`, status: 'assigned' },
    { leg: 'pickup', code: null },
  ),
);
const elsewhere = testRunItem(
  { _id: 'p9', trackingId: 'DSH-1765000000009', status: 'assigned', storeId: 's2' },
  { leg: 'pickup', code: null, store: { name: 'Nabil Electronics', phone: '01911000444' } },
);

function scan(code: string) {
  const field = document.getElementById('bulk-scan-p1') as HTMLInputElement;
  fireEvent.change(field, { target: { value: code } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
}

describe('a bulk pickup at a shop', () => {
  it('counts the shop’s labels as they are scanned, refuses another shop’s on the spot, and offers one confirmation', async () => {
    await renderPage(<BulkPickup items={atShop} run={[...atShop, elsewhere]} />, {
      namespaces: ['deliveries', 'scanner', 'field'],
    });
    fireEvent.click(screen.getByTestId('bulk-pickup-open'));
    expect(screen.getByTestId('bulk-progress').textContent).toBe('0 of 3');
    expect(screen.queryByTestId('bulk-confirm')).toBeNull();

    scan('DSH-1765000000001');
    scan('DSH-1765000000002');
    expect(screen.getByTestId('bulk-progress').textContent).toBe('2 of 3');
    expect(screen.getByTestId('bulk-last').textContent).toBe('DSH-1765000000002 added.');

    scan('DSH-1765000000009');
    const refused = screen.getByTestId('bulk-last');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.className).toContain('alert-error');
    expect(refused.textContent).toBe(
      "DSH-1765000000009 is not this shop's: it is picked up at Nabil Electronics.",
    );
    expect(screen.getByTestId('bulk-progress').textContent).toBe('2 of 3');
    expect(screen.getByTestId('bulk-confirm').textContent).toBe('Confirm pickup of 2');
  });

  it('in Bangla, with Bangla digits', async () => {
    await renderPage(<BulkPickup items={atShop} run={atShop} />, {
      language: 'bn',
      namespaces: ['deliveries', 'scanner', 'field'],
    });
    fireEvent.click(screen.getByTestId('bulk-pickup-open'));
    scan('DSH-1765000000003');
    expect(screen.getByTestId('bulk-progress').textContent).toBe('৩টির মধ্যে ১টি');
    scan('DSH-1765999999999');
    expect(screen.getByTestId('bulk-last').textContent).toBe(
      'DSH-1765999999999 আপনাকে দেওয়া হয়নি: দোকানেই রেখে দিন।',
    );
    expect(screen.getByTestId('bulk-confirm').textContent).toBe('১টি পিকআপ নিশ্চিত করুন');
  });
});
