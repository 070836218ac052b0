import { dhakaDate, dhakaDayStart, shiftDay } from '../format/dhaka-time.ts';

/**
 * The shop's deadline after a failed attempt (decision 052): 18:00 Dhaka, when shops have phoned their
 * customers and riders start back to the hub. An attempt that fails later than 15:00 leaves the shop
 * less than three hours, so it gets the next day's 18:00 instead.
 */
export const decisionDeadlineMinute = 18 * 60;
/** The least time a shop gets to answer, in minutes. */
export const decisionLeastMinutes = 3 * 60;
/** What applies when the shop has not answered by the deadline. */
export const defaultDecisionChoice = 'another_attempt' as const;
export const decisionChoices = ['another_attempt', 'return'] as const;
export type DecisionChoice = (typeof decisionChoices)[number];
/** Who made a decision: the shop (its own choice or a receiver's request it accepted), or the deadline. */
export const decisionMakers = ['shop', 'default'] as const;
export type DecisionMaker = (typeof decisionMakers)[number];

/** The moment by which the shop should decide about an attempt that failed at `failedAt`. */
export function decisionDeadline(failedAt: Date): Date {
  const day = dhakaDate(failedAt);
  const sameDay = new Date(dhakaDayStart(day).getTime() + decisionDeadlineMinute * 60_000);
  if (sameDay.getTime() - failedAt.getTime() >= decisionLeastMinutes * 60_000) return sameDay;
  return new Date(dhakaDayStart(shiftDay(day, 1)).getTime() + decisionDeadlineMinute * 60_000);
}
