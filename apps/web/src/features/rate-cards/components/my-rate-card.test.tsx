import { listTariff } from '@desh/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { MyRateCard } from './my-rate-card';

function answerTariff(answer: object) {
  fakeApi({ '/api/rate-card': answer });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('a merchant’s own prices', () => {
  it('shows the standard prices by zone and weight when no rate card is in force', async () => {
    answerTariff({ rateCard: null, tariff: listTariff });
    await renderPage(<MyRateCard />, { namespaces: ['merchants'] });
    expect((await screen.findByTestId('rate-card-source')).textContent).toContain('standard prices');
    expect(cells(screen.getByTestId('rate-row-same_city'))).toEqual([
      'Inside one city',
      '৳60',
      '৳80',
      '৳120',
      '৳100',
      '৳15',
      '+৳50',
      '৳30',
    ]);
    expect(cells(screen.getByTestId('rate-row-elsewhere')).slice(-2)).toEqual(['Not offered', '৳60']);
    expect(screen.getByTestId('rate-card-cod').textContent).toBe(
      'Cash-on-delivery charge: 1% of the amount collected, at least ৳10.',
    );
  });

  it('shows the shop’s own rate card, in Bangla', async () => {
    answerTariff({
      rateCard: { id: 7, effectiveFrom: '2026-12-01' },
      tariff: { ...listTariff, base: { ...listTariff.base, elsewhere: 100 }, codPercent: 0.5, minCod: 5 },
    });
    await renderPage(<MyRateCard />, { language: 'bn', namespaces: ['merchants'] });
    expect((await screen.findByTestId('rate-card-source')).textContent).toContain('নিজস্ব রেট কার্ড');
    const row = screen.getByTestId('rate-row-elsewhere');
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('৳১০০');
    expect(screen.getByTestId('rate-card-cod').textContent).toContain('০.৫%');
  });
});
