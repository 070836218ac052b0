import { describe, expect, it } from 'vitest';
import { riderNextSteps } from './next-steps';

const steps = (status: Parameters<typeof riderNextSteps>[0]) =>
  riderNextSteps(status).map((step) => `${step.to}:${step.action}`);

describe('riderNextSteps', () => {
  it('walks assigned -> picked up -> in transit -> out for delivery -> delivered or a failed attempt', () => {
    expect(steps('assigned')).toEqual(['picked_up:status']);
    expect(steps('picked_up')).toEqual(['in_transit:status']);
    expect(steps('in_transit')).toEqual(['out_for_delivery:outForDelivery']);
    expect(steps('out_for_delivery')).toEqual([
      'delivered:complete',
      'partially_delivered:partialDelivery',
      'failed:failAttempt',
    ]);
    expect(steps('failed')).toEqual(['out_for_delivery:outForDelivery']);
    expect(steps('returning')).toEqual(['returned:returnHandover']);
  });

  it('offers nothing once the parcel is finished or not yet assigned', () => {
    for (const status of ['pending', 'delivered', 'partially_delivered', 'returned', 'cancelled'] as const) {
      expect(riderNextSteps(status)).toEqual([]);
    }
  });
});
