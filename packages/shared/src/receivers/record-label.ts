import { receiverRecordThresholds } from '../constants/receivers.ts';

export const receiverRecordLabels = ['new_receiver', 'reliable', 'risky'] as const;
export type ReceiverRecordLabel = (typeof receiverRecordLabels)[number];

export interface ReceiverRecordCounts {
  delivered: number;
  returned: number;
  refused: number;
  /** Failed attempts where the rider could not find the address. */
  wrongAddress: number;
}

/** The plain label a merchant sees beside a receiver's counts (`receiverRecordThresholds`). */
export function receiverRecordLabel(
  counts: ReceiverRecordCounts,
  thresholds: { newReceiverBelow: number; riskyShareFrom: number } = receiverRecordThresholds,
): ReceiverRecordLabel {
  const finished = counts.delivered + counts.returned + counts.refused;
  if (finished < thresholds.newReceiverBelow) return 'new_receiver';
  const bad = counts.returned + counts.refused + counts.wrongAddress;
  return bad / (finished + counts.wrongAddress) >= thresholds.riskyShareFrom ? 'risky' : 'reliable';
}
