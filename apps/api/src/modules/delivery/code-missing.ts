import type { CodeMissingInput, DeliveryCodeState } from '@desh/shared';
import { currentActionTime } from '../../lib/action-time.ts';
import type { AuthSession } from '../../lib/auth.ts';
import { conflict } from '../../lib/errors.ts';
import { insertCall, insertCodeMissingReport } from './code-missing.repository.ts';
import { findCode } from './delivery.repository.ts';
import type { DeliveryDeps } from './delivery-access.ts';
import { isLocked } from './delivery-code.ts';
import { codeMissingEvidenceOf, currentEvidence } from './photo-grounds.ts';
import { codeStateOf, lockedForCodeAction } from './receiver-code.ts';

/**
 * A code that did not reach the receiver, as the rider finds out at the door: they call the receiver
 * from the app (the call is recorded: when, and the number the parcel gives), then record why the code
 * did not arrive. With both after the code went out, a handover photo delivers at once
 * (`photo-grounds.ts`, docs/decisions/036).
 */

/** The rider calls the receiver from the app: recorded before the phone dials, with the parcel's number. */
export function recordReceiverCall(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
): Promise<DeliveryCodeState> {
  return deps.db.transaction(async (tx) => {
    const { parcel, receiverPhone } = await lockedForCodeAction(tx, parcelId, caller);
    await insertCall(tx, {
      parcelId: parcel.id,
      phone: receiverPhone,
      riderId: parcel.riderId,
      calledBy: caller.user.id,
      // When the phone says the rider called (an offline call reaches the server later).
      calledAt: currentActionTime() ?? new Date(),
    });
    return codeStateOf(tx, parcel);
  });
}

/** After the call: why the code did not arrive (a reason from the list and what the receiver said). */
export function recordCodeMissing(
  deps: DeliveryDeps,
  caller: AuthSession,
  parcelId: string,
  input: CodeMissingInput,
): Promise<DeliveryCodeState> {
  return deps.db.transaction(async (tx) => {
    const { parcel } = await lockedForCodeAction(tx, parcelId, caller);
    const stored = await findCode(tx, parcel.id);
    if (!stored) throw conflict('No code was sent for this delivery. Take a photo of the handover instead.');
    if (stored.wasLocked || isLocked(stored)) {
      throw conflict(
        'The code was locked by wrong tries: a photo delivery now waits for an admin’s approval.',
      );
    }
    const { call } = currentEvidence(stored, (await codeMissingEvidenceOf(tx, [parcel.id])).get(parcel.id));
    if (!call) {
      throw conflict('Call the receiver from the app first, then say why the code did not arrive.');
    }
    await insertCodeMissingReport(tx, {
      parcelId: parcel.id,
      callId: call.id,
      reason: input.reason,
      note: input.note,
      reportedBy: caller.user.id,
    });
    return codeStateOf(tx, parcel, stored);
  });
}
