import { describe, expect, it } from 'vitest';
import type { RunItem } from '../api/get-delivery-run';
import { deliveryDestination, onPickupLeg } from './stop-controls';

const item = (status: string, leg?: RunItem['leg']) =>
  ({
    parcelId: 'p1',
    leg,
    receiver: null,
    parcel: {
      _id: 'p1',
      status,
      pickupAddress: 'House 1, Road 2, Dhanmondi',
      pickupDistrict: 'dhaka',
      deliveryAddress: 'Station Road, Rangpur',
      deliveryDistrict: 'rangpur',
    },
  }) as unknown as RunItem;

describe('where a stop of the run leads (issue 61 item 2)', () => {
  it('keeps a picked-up parcel a pickup stop, at its store, never the receiver’s door', () => {
    expect(onPickupLeg(item('picked_up', 'pickup'))).toBe(true);
    expect(onPickupLeg(item('picked_up'))).toBe(true);
    expect(onPickupLeg(item('out_for_delivery', 'last_mile'))).toBe(false);
  });

  it('leads a return on its last stretch to the sender’s store, and a delivery to the receiver', () => {
    expect(deliveryDestination(item('returning', 'return_to_sender'))).toBe(
      'House 1, Road 2, Dhanmondi, Dhaka, Bangladesh',
    );
    expect(deliveryDestination(item('out_for_delivery', 'last_mile'))).toBe(
      'Station Road, Rangpur, Rangpur, Bangladesh',
    );
  });
});
