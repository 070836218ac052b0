import { type ApprovalFlag, deliveryCodeMaxTries } from '@desh/shared';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { ParcelRow } from '../parcels/parcel-mapper.ts';
import { addWrongTry, type CodeRow, findCode, findPhoto, type Tx } from './delivery.repository.ts';
import { checkDeliveryCode } from './delivery-code.ts';
import { codeStateOf } from './receiver-code.ts';

/**
 * The proof a handover at the door needs, whole or partial: the receiver's code, or a photo of the
 * handover taken for this parcel, which delivers at once only when the code could not reach the
 * receiver; otherwise it says why it must wait for an admin (`waitsBecause`, photo-grounds.ts). A wrong
 * code is counted and told to the caller (`wrongTries`), who commits that try on its own; every other
 * problem throws.
 */
export type DoorProof =
  | { kind: 'code'; photoId: null; stored: CodeRow | undefined }
  | { kind: 'photo'; photoId: string; stored: CodeRow | undefined; waitsBecause: ApprovalFlag | null }
  | { wrongTries: number };

export async function checkDoorProof(
  tx: Tx,
  parcel: ParcelRow,
  input: { code?: string | undefined; photoId?: string | undefined },
): Promise<DoorProof> {
  const stored = await findCode(tx, parcel.id);
  if (input.code) {
    if (!stored) throw conflict('No code was sent for this delivery. Take a photo of the handover instead.');
    const check = checkDeliveryCode(stored, input.code, new Date());
    if (check === 'wrong') return { wrongTries: await addWrongTry(tx, parcel.id) };
    if (check === 'locked') {
      throw conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
    }
    if (check === 'expired') throw conflict('The code has expired. Send a new one or take a photo.');
    return { kind: 'code', photoId: null, stored };
  }
  const photo = input.photoId ? await findPhoto(tx, input.photoId) : undefined;
  if (!photo || photo.parcelId !== parcel.id || photo.purpose !== 'delivery') {
    throw badRequest('Take a photo of the handover first.', {
      photoId: 'Take a photo of the handover first.',
    });
  }
  const state = await codeStateOf(tx, parcel, stored);
  return { kind: 'photo', photoId: photo.id, stored, waitsBecause: state.photoWaitsBecause };
}

/** What the rider is told after a wrong code (committed on its own): the tries left, or that it locked. */
export function wrongCodeError(wrongTries: number): AppError {
  const left = Math.max(0, deliveryCodeMaxTries - wrongTries);
  if (left === 0)
    return conflict('Too many wrong codes: the code is locked. Send a new one or take a photo.');
  const message = `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
  return new AppError(400, 'WRONG_DELIVERY_CODE', message, { code: message }, { count: left });
}
