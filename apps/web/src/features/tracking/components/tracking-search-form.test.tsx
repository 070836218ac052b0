import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { TrackingSearchForm } from './tracking-search-form';

function TrackedPage() {
  return <p>tracking page of {useParams().trackingId}</p>;
}

// The tracking page's own search box (/track): its rules, moved here from e2e/tracking.spec.ts, which
// keeps a person typing an ID and landing on the parcel's live page.
const drawSearch = (language: 'en' | 'bn' = 'en') =>
  renderPage(
    <Routes>
      <Route path="/" element={<TrackingSearchForm />} />
      <Route path="/track/:trackingId" element={<TrackedPage />} />
    </Routes>,
    { language, namespaces: ['tracking'] },
  );

describe('the tracking page’s search box', () => {
  it('checks the ID next to the field and opens /track/<ID>, from any case', async () => {
    await drawSearch();
    const field = screen.getByLabelText('Tracking ID');
    const submit = screen.getByRole('button', { name: 'Track' });
    await userEvent.click(submit);
    expect((await screen.findByText('Please enter your tracking ID.')).id).toBe('tracking-id-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(field, 'DSH-12AB{Enter}');
    expect((await screen.findByText('Tracking IDs look like DSH-1700000000000.')).id).toBe(
      'tracking-id-error',
    );
    expect(screen.queryByText(/tracking page of/)).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'dsh-1700000000123');
    await userEvent.click(submit);
    expect((await screen.findByText(/tracking page of/)).textContent).toBe(
      'tracking page of DSH-1700000000123',
    );
  });

  it('takes the bare number off a label, without DSH-, as the same ID', async () => {
    await drawSearch();
    await userEvent.type(screen.getByLabelText('Tracking ID'), '1700000000123');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect((await screen.findByText(/tracking page of/)).textContent).toBe(
      'tracking page of DSH-1700000000123',
    );
  });
});
