import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { apiFilters, type ParcelView } from '../hooks/use-parcel-filters';
import { ParcelFilters } from './parcel-filters';

const view = (changes: Partial<ParcelView> = {}): ParcelView => ({
  q: '',
  tab: 'all',
  from: '',
  to: '',
  page: 1,
  ...changes,
});

describe('My Parcels’ filters: the parcels waiting for the shop’s decision', () => {
  it('offers a "Needs your decision" tab that asks the API for the failed attempts the rider still has', async () => {
    const onChange = vi.fn();
    await renderPage(<ParcelFilters view={view()} onChange={onChange} exportHref="/x.csv" />, {
      namespaces: ['parcels'],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Needs your decision' }));
    expect(onChange).toHaveBeenCalledWith({ tab: 'needs_decision' });
    expect(apiFilters(view({ tab: 'needs_decision' })).status).toBe('failed');
  });

  it('shows the tab chosen, in Bangla', async () => {
    await renderPage(
      <ParcelFilters view={view({ tab: 'needs_decision' })} onChange={vi.fn()} exportHref="/x.csv" />,
      { language: 'bn', namespaces: ['parcels'] },
    );
    expect(screen.getByRole('tab', { name: 'আপনার সিদ্ধান্ত দরকার' }).getAttribute('aria-selected')).toBe('true');
  });
});
