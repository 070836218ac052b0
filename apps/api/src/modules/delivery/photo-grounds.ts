import type { ApprovalFlag, CodeMissingReason, PhotoProofGround } from '@desh/shared';
import { latestCallsOf, latestReportsOf } from './code-missing.repository.ts';
import type { CodeRow, Executor } from './delivery.repository.ts';
import { isLocked } from './delivery-code.ts';

/**
 * Whether a handover photo stands in for the receiver's code at once, or waits for an admin
 * (docs/decisions/036). Time alone opens nothing: a code that went out is the proof until something
 * shows it could not reach the receiver.
 */

/** What the rider did about a code that did not arrive: their latest call and reason, if any. */
export interface CodeMissingEvidence {
  call: { id: number; calledAt: Date; recordedAt: Date } | undefined;
  report: { reason: CodeMissingReason; callRecordedAt: Date } | undefined;
}

/** The evidence of each parcel, read in two statements however many parcels there are. */
export async function codeMissingEvidenceOf(
  db: Executor,
  parcelIds: string[],
): Promise<Map<string, CodeMissingEvidence>> {
  const [calls, reports] = await Promise.all([latestCallsOf(db, parcelIds), latestReportsOf(db, parcelIds)]);
  const evidence = new Map<string, CodeMissingEvidence>();
  const of = (parcelId: string) => {
    const found = evidence.get(parcelId) ?? { call: undefined, report: undefined };
    evidence.set(parcelId, found);
    return found;
  };
  for (const call of calls) of(call.parcelId).call = call;
  for (const report of reports) of(report.parcelId).report = report;
  return evidence;
}

/**
 * The evidence that counts for the code now: only what reached the server after the code went out (a
 * new code is to be tried before the rider says it did not arrive).
 */
export function currentEvidence(
  stored: Pick<CodeRow, 'sentAt'> | undefined,
  evidence: CodeMissingEvidence | undefined,
): CodeMissingEvidence {
  const since = stored?.sentAt.getTime() ?? Number.POSITIVE_INFINITY;
  const call = evidence?.call;
  const report = evidence?.report;
  return {
    call: call && call.recordedAt.getTime() >= since ? call : undefined,
    report: report && report.callRecordedAt.getTime() >= since ? report : undefined,
  };
}

/**
 * What lets a photo deliver at once: no code was sent (no phone, or none saved), the outbox gave up on
 * the code's SMS, or the receiver was called and the reason recorded since the code went out. Null: a
 * photo waits for an admin.
 */
export function photoGround(
  hasPhone: boolean,
  stored: CodeRow | undefined,
  smsStatus: 'none' | 'queued' | 'sent' | 'failed',
  evidence: CodeMissingEvidence,
): PhotoProofGround | null {
  if (!hasPhone || !stored) return 'no_code';
  if (smsStatus === 'failed') return 'sms_failed';
  if (evidence.report) return 'receiver_called';
  return null;
}

/**
 * Why a photo delivery waits, or null when it delivers: a code locked in this run always waits (a photo
 * is no way round a code the rider could not get right), whatever else holds.
 */
export function approvalFlag(
  stored: CodeRow | undefined,
  ground: PhotoProofGround | null,
): ApprovalFlag | null {
  if (stored && (stored.wasLocked || isLocked(stored))) return 'code_locked';
  return ground ? null : 'no_code_failure';
}
