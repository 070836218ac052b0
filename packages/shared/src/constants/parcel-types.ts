export const parcelTypes = ['small', 'medium', 'large', 'fragile'] as const;
export type ParcelType = (typeof parcelTypes)[number];

export const parcelTypeLabels = {
  small: 'Small (under 1kg)',
  medium: 'Medium (1kg - 5kg)',
  large: 'Large (5kg+)',
  fragile: 'Fragile Item',
} as const satisfies Record<ParcelType, string>;

export const paymentMethods = ['cod', 'prepaid'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels = {
  cod: 'Cash on Delivery',
  prepaid: 'Prepaid',
} as const satisfies Record<PaymentMethod, string>;
