import {
  type ReceiverLookupAllowance,
  type ReceiverLookupKind,
  type ReceiverLookupOutcome,
  receiverLookupAllowance,
  receiverLookupsAllowed,
} from '@desh/shared';
import { AppError } from '../../lib/errors.ts';
import type { LookupStanding } from './receiver-lookups.repository.ts';

export interface LookupJudgement {
  kind: ReceiverLookupKind;
  outcome: Exclude<ReceiverLookupOutcome, 'rate_limited'>;
  allowance: ReceiverLookupAllowance;
}

export const allowanceOf = (limit: number, used: number): ReceiverLookupAllowance => ({
  limit,
  used,
  left: Math.max(0, limit - used),
});

/**
 * Who may look which number up (docs/decisions/039). The receiver of one of the merchant's own
 * collected parcels is always answered and not counted. Any other number is a draft: it needs real
 * volume, and counts once a day against the day's allowance (a second look the same day is free).
 */
export function judgeLookup(standing: LookupStanding): LookupJudgement {
  const limit = receiverLookupsAllowed(standing.volume);
  const { used } = standing;
  if (standing.own) return { kind: 'own', outcome: 'answered', allowance: allowanceOf(limit, used) };
  if (standing.seenToday) return { kind: 'draft', outcome: 'answered', allowance: allowanceOf(limit, used) };
  if (limit === 0) return { kind: 'draft', outcome: 'no_volume', allowance: allowanceOf(0, used) };
  if (used >= limit) return { kind: 'draft', outcome: 'used_up', allowance: allowanceOf(limit, used) };
  return { kind: 'draft', outcome: 'answered', allowance: allowanceOf(limit, used + 1) };
}

const phoneField = (message: string) => ({ phone: message });

/** The 4xx a refused lookup answers, shown by the phone field. */
export function lookupRefusal(judgement: LookupJudgement): AppError {
  if (judgement.outcome === 'no_volume') {
    const days = receiverLookupAllowance.volumeDays;
    const message = `Receiver records open once the courier has picked up one of your parcels booked in the last ${days} days.`;
    return new AppError(403, 'RECEIVER_LOOKUP_NO_VOLUME', message, phoneField(message), { days });
  }
  const { limit } = judgement.allowance;
  const message = `You have used today’s ${limit} receiver lookups; more from midnight, Dhaka time.`;
  return new AppError(429, 'RECEIVER_LOOKUPS_USED_UP', message, phoneField(message), { limit });
}
