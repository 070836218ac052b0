import { describe, expect, it } from 'vitest';
import { trackingIdParamSchema } from '../schemas/parcels.ts';
import {
  trackingIdMessage,
  trackingIdPlaceholder,
  trackingIdProblem,
  trackingIdRequiredMessage,
  typedTrackingId,
} from './tracking-id.ts';

describe('typedTrackingId', () => {
  it('reads the bare number off a label (or the ID in any case) as the tracking ID', () => {
    for (const typed of ['1796521268895', ' 1796521268895 ', ' dsh-1796521268895 ']) {
      expect(typedTrackingId(typed)).toBe('DSH-1796521268895');
      expect(trackingIdProblem(typedTrackingId(typed))).toBeUndefined();
    }
    // Too short to be one: still refused, with the message that shows the shape.
    expect(trackingIdProblem(typedTrackingId('17965'))).toBe(trackingIdMessage);
  });
});

describe('trackingIdProblem', () => {
  it('accepts a tracking ID and names what is wrong with anything else', () => {
    expect(trackingIdProblem('DSH-1700000000000')).toBeUndefined();
    expect(trackingIdProblem('')).toBe(trackingIdRequiredMessage);
    for (const typed of ['DSH-17000', 'dsh-1700000000000', 'ABC-1700000000000', 'DSH-1700000000000 ']) {
      expect(trackingIdProblem(typed)).toBe(trackingIdMessage);
    }
  });

  it('agrees with the API’s parameter schema on every kind of input', () => {
    for (const typed of ['DSH-1700000000000', 'DSH-17000', 'DSH-1700000000000x', trackingIdPlaceholder]) {
      expect(trackingIdProblem(typed) === undefined).toBe(
        trackingIdParamSchema.safeParse({ trackingId: typed }).success,
      );
    }
  });
});
