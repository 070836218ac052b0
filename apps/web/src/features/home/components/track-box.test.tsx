import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { TrackBox } from './track-box';

function TrackedPage() {
  return <p>tracking page of {useParams().trackingId}</p>;
}

const drawHome = (language: 'en' | 'bn' = 'en') =>
  renderPage(
    <Routes>
      <Route path="/" element={<TrackBox />} />
      <Route path="/track/:trackingId" element={<TrackedPage />} />
    </Routes>,
    { language, namespaces: ['home'] },
  );

describe('the home page’s track box', () => {
  it('explains an empty or malformed ID next to the field, and opens /track/<ID> otherwise', async () => {
    await drawHome();
    const field = screen.getByLabelText('Tracking ID');
    expect(field.getAttribute('placeholder')).toBe('DSH-1700000000000');
    const track = screen.getByRole('button', { name: 'Track' });
    await userEvent.click(track);
    expect((await screen.findByText('Please enter your tracking ID.')).id).toBe('track-id-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('track-id-error');

    await userEvent.type(field, 'DSH-12{Enter}');
    expect((await screen.findByText('Tracking IDs look like DSH-1700000000000.')).id).toBe('track-id-error');
    expect(screen.queryByText(/tracking page of/)).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, '  dsh-1700000000000 ');
    await userEvent.click(track);
    expect((await screen.findByText(/tracking page of/)).textContent).toBe(
      'tracking page of DSH-1700000000000',
    );
  });

  it('says it in Bangla', async () => {
    await drawHome('bn');
    await userEvent.click(screen.getByRole('button', { name: 'ট্র্যাক করুন' }));
    expect((await screen.findByText('অনুগ্রহ করে আপনার ট্র্যাকিং আইডি লিখুন।')).id).toBe('track-id-error');
  });
});
