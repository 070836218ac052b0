import type { ParcelStory } from '@desh/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { StorySections } from './story-sections';

/** A story with only a timeline: the server's own notes come as codes, an admin's typed note as text. */
const story = {
  custody: [],
  timeline: [
    {
      fromStatus: 'out_for_delivery',
      toStatus: 'failed',
      note: null,
      reason: 'wrong_address',
      actorRole: 'rider',
      at: '2026-12-01T08:00:00Z',
    },
    {
      fromStatus: 'failed',
      toStatus: 'returning',
      note: null,
      reason: 'attempts_exhausted',
      actorRole: 'rider',
      at: '2026-12-03T08:00:00Z',
    },
    {
      fromStatus: 'returning',
      toStatus: 'returning',
      note: 'Shop asked for it back by phone',
      actorRole: 'admin',
      at: '2026-12-03T09:00:00Z',
    },
  ],
  attempts: [],
  proofs: [],
  calls: [],
  money: [],
  sms: [],
  deskActions: [],
  exceptions: [],
} as unknown as ParcelStory;

describe('the desk’s parcel story', () => {
  it('words the server’s notes in Bangla on a Bangla page, and shows a typed note as typed', async () => {
    await renderPage(<StorySections story={story} />, {
      language: 'bn',
      namespaces: ['parcel-desk', 'tracking'],
    });
    const timeline = within(screen.getByRole('region', { name: 'অবস্থার সময়রেখা' }));
    expect(timeline.getByText('ভুল ঠিকানা')).toBeTruthy();
    expect(timeline.getByText('ডেলিভারির সব চেষ্টা ব্যর্থ হয়েছে')).toBeTruthy();
    expect(timeline.getByText('Shop asked for it back by phone')).toBeTruthy();
    expect(timeline.queryByText('Wrong address')).toBeNull();
  });
});
