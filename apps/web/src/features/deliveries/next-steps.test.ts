import { describe, expect, it } from 'vitest';
import { riderNextSteps } from './next-steps';

const steps = (...args: Parameters<typeof riderNextSteps>) =>
  riderNextSteps(...args).map((step) => `${step.to}:${step.action}`);

describe('riderNextSteps', () => {
  it('walks a rider only through their own leg: pick up, then the door, and a return only from its origin hub (issue 61)', () => {
    expect(steps('assigned', 'pickup')).toEqual(['picked_up:status']);
    // Picked up: the next move is the hub's scan, never "In transit" or "Out for delivery" by hand.
    expect(steps('picked_up', 'pickup')).toEqual([]);
    expect(steps('in_transit', 'hubs')).toEqual([]);
    expect(steps('out_for_delivery', 'last_mile')).toEqual([
      'delivered:complete',
      'partially_delivered:partialDelivery',
      'failed:failAttempt',
    ]);
    expect(steps('failed', 'last_mile')).toEqual(['out_for_delivery:outForDelivery']);
    // A refused parcel in the delivery rider's hands goes back to the hub, not to the sender.
    expect(steps('returning', 'last_mile')).toEqual([]);
    expect(steps('returning', 'return_to_sender')).toEqual(['returned:returnHandover']);
  });

  it('offers no move by hand that only a hub makes, whatever the leg', () => {
    expect(steps('picked_up')).toEqual([]);
    expect(steps('in_transit')).toEqual([]);
  });

  it('offers nothing once the parcel is finished or not yet assigned', () => {
    for (const status of ['pending', 'delivered', 'partially_delivered', 'returned', 'cancelled'] as const) {
      expect(riderNextSteps(status)).toEqual([]);
    }
  });
});
