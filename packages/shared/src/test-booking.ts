/** A booking body for the tests of booking rules (districts and upazilas are each test's own). */
export const testBooking = {
  parcelTitle: 'Books',
  receiverName: 'Salma',
  receiverPhone: '01712345678',
  pickupAddress: 'Road 2',
  deliveryAddress: 'Station Road',
  parcelType: 'small',
  deliveryFee: 120,
  paymentMethod: 'cod',
} as const;
