import { nextTransitions, type ParcelStatus, type ParcelTransition } from '@desh/shared';

/** What the rider can do next with a parcel, read from the shared transition table (the step forward first). */
export function riderNextSteps(status: ParcelStatus): ParcelTransition[] {
  return nextTransitions(status, 'rider');
}
