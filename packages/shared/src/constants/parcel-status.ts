import type { Role } from './roles.ts';

export const parcelStatuses = [
  'pending',
  'assigned',
  'picked_up',
  'in_transit',
  'delivered',
  'failed',
  'cancelled',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];

export const parcelStatusLabels: Record<ParcelStatus, string> = {
  pending: 'Pending',
  assigned: 'Assigned',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Final states: nothing moves a parcel out of these except an admin's correction. */
export const finalParcelStatuses: readonly ParcelStatus[] = ['delivered', 'cancelled'];

/**
 * Who may move a parcel from one status to the next. The assigned rider walks it forward;
 * the sender may cancel while it is still pending; an admin assigns (and may correct any status).
 */
export const parcelTransitions: Record<ParcelStatus, Partial<Record<ParcelStatus, Role[]>>> = {
  pending: { assigned: ['admin'], cancelled: ['customer', 'admin'] },
  assigned: { picked_up: ['rider'], failed: ['rider'], pending: ['admin'] },
  picked_up: { in_transit: ['rider'], failed: ['rider'] },
  in_transit: { delivered: ['rider'], failed: ['rider'] },
  failed: { pending: ['admin'] },
  delivered: {},
  cancelled: {},
};

export function canTransition(from: ParcelStatus, to: ParcelStatus, role: Role): boolean {
  if (role === 'admin' && from !== to) return true;
  return parcelTransitions[from][to]?.includes(role) ?? false;
}
