import { describe, expect, it } from 'vitest';
import { riderNextSteps } from './next-steps';

describe('riderNextSteps', () => {
  it('walks assigned -> picked up -> in transit -> delivered, with failed always last', () => {
    expect(riderNextSteps('assigned')).toEqual(['picked_up', 'failed']);
    expect(riderNextSteps('picked_up')).toEqual(['in_transit', 'failed']);
    expect(riderNextSteps('in_transit')).toEqual(['delivered', 'failed']);
  });

  it('offers nothing once the parcel is finished or not yet assigned', () => {
    for (const status of ['pending', 'delivered', 'failed', 'cancelled'] as const) {
      expect(riderNextSteps(status)).toEqual([]);
    }
  });
});
