import { type ParcelStatus, parcelTransitions } from '@desh/shared';

/** The statuses a rider may move a parcel to next, the step forward first and "failed" last. */
export function riderNextSteps(status: ParcelStatus): ParcelStatus[] {
  const steps = Object.entries(parcelTransitions[status])
    .filter(([, roles]) => roles?.includes('rider'))
    .map(([next]) => next as ParcelStatus);
  return steps.sort((a, b) => Number(a === 'failed') - Number(b === 'failed'));
}
