import type { DeliveryCodeState, Parcel } from '@desh/shared';
import type { RunItem } from '../api/get-delivery-run';

/** A parcel out for delivery in Mirpur (Dhaka), from the Dhanmondi store "Rupa Fashion", for component tests. */
export function testParcel(overrides: Partial<Parcel> = {}): Parcel {
  return {
    _id: 'p1',
    trackingId: 'DSH-1765000000001',
    parcelTitle: 'Cotton saree',
    receiverName: 'Salma Akter',
    receiverPhone: '01711000222',
    pickupAddress: 'House 1, Road 2, Dhanmondi',
    deliveryAddress: 'Road 10, Section 6, Mirpur',
    pickupDistrict: 'dhaka',
    deliveryDistrict: 'dhaka',
    pickupUpazila: 'dhanmondi',
    deliveryUpazila: 'mirpur',
    storeId: 's1',
    parcelType: 'small',
    deliveryFee: 60,
    paymentMethod: 'cod',
    codAmount: 2615,
    merchantOrderId: null,
    weightGrams: 500,
    deliveryType: 'regular',
    promisedDate: null,
    feeBreakdown: null,
    returnCharge: 30,
    amountToCollect: 267_500,
    codMode: 'add_fee_to_receiver',
    payoutAmount: 2615,
    senderEmail: 'shop@example.test',
    status: 'out_for_delivery',
    riderId: 'r1',
    bookingTime: '2026-12-07T04:00:00.000Z',
    updatedAt: '2026-12-07T05:00:00.000Z',
    exchangeItem: null,
    returnOfParcelId: null,
    returnKind: null,
    ...overrides,
  };
}

export const testCode = (overrides: Partial<DeliveryCodeState> = {}): DeliveryCodeState => ({
  hasPhone: true,
  smsStatus: 'sent',
  locked: false,
  expired: false,
  resendsLeft: 3,
  photoGround: null,
  receiverCalledAt: null,
  codeMissingReason: null,
  photoWaitsBecause: null,
  photoNeedsApproval: false,
  ...overrides,
});

export function testRunItem(parcel: Partial<Parcel> = {}, item: Partial<RunItem> = {}): RunItem {
  const built = testParcel(parcel);
  return {
    parcel: built,
    parcelId: built._id,
    attempts: [],
    code: built.status === 'out_for_delivery' ? testCode() : null,
    rescheduledFor: null,
    receiver: null,
    earlierPlace: null,
    leg: 'last_mile',
    store: { name: 'Rupa Fashion', phone: '01811000333' },
    ...item,
  };
}
