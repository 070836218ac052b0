/**
 * The delivery module's face to other modules. Each job has a file of its own: who may act
 * (delivery-access), the receiver's code (receiver-code), completion, attempts and returns, handover
 * photos, where a handover happened (delivery-places), the rider's run (rider-run, ordered by the pure
 * run-order) and admin reports.
 */
export { failedAttemptsToday } from './delivery-reports.ts';
export { isPhotoOfParcel, saveDamagePhoto } from './handover-photos.ts';
export { handOutAtHub } from './receiver-code.ts';
