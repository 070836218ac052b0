import type { ParcelStory } from '@desh/shared';
import { describe, expect, it } from 'vitest';
import { offeredActions } from './offered-actions';

const story = (status: ParcelStory['parcel']['status'], held = false, lost = false) =>
  ({ parcel: { status }, held, lost }) as ParcelStory;

describe('offeredActions', () => {
  it('offers a pending parcel every correction, hold before release', () => {
    expect(offeredActions(story('pending'))).toEqual(['reassign', 'reroute', 'correct', 'hold', 'lost']);
  });

  it('offers a held parcel release, and no reassign or re-route', () => {
    expect(offeredActions(story('assigned', true))).toEqual(['correct', 'release', 'lost']);
  });

  it('offers a parcel a rider carries no reassign, and a lost one found', () => {
    expect(offeredActions(story('out_for_delivery', false, true))).toEqual([
      'reroute',
      'correct',
      'hold',
      'found',
    ]);
  });

  it('offers a delivered parcel nothing but what undoes a hold or a loss', () => {
    expect(offeredActions(story('delivered'))).toEqual([]);
    expect(offeredActions(story('delivered', true, true))).toEqual(['release', 'found']);
  });
});
