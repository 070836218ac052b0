import { describe, expect, it } from 'vitest';
import { trackingIdParamSchema } from '../schemas/parcels.ts';
import {
  trackingIdMessage,
  trackingIdPlaceholder,
  trackingIdProblem,
  trackingIdRequiredMessage,
} from './tracking-id.ts';

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
