import { dhakaDate, dhakaMinuteOfDay, shiftDay, weekdayOf } from '../format/dhaka-time.ts';
import type { ParcelStatus } from './parcel-status.ts';
import type { DeliveryType, ExpressZone, Zone } from './pricing.ts';

/** The courier's weekly holiday: Friday (0 is Sunday). */
export const weeklyHoliday = 5;

/**
 * When a booking is promised (docs/decisions/021): a booking made before its type's cut-off (Dhaka
 * wall clock) is picked up that working day, otherwise the next; delivery follows that many working
 * days later. Express is same day inside one city and next day across the Dhaka metro.
 */
export const promiseRules = {
  regular: { cutoffMinute: 17 * 60, days: { same_city: 1, dhaka_suburbs: 2, elsewhere: 3 } },
  express: { cutoffMinute: 12 * 60, days: { same_city: 0, dhaka_suburbs: 1 } },
} as const satisfies {
  regular: { cutoffMinute: number; days: Record<Zone, number> };
  express: { cutoffMinute: number; days: Record<ExpressZone, number> };
};

/** How far ahead a promise can reach past the booking day: the holidays a caller must supply. */
export const promiseHorizonDays = 60;

export const isWorkingDay = (day: string, holidays: ReadonlySet<string>): boolean =>
  weekdayOf(day) !== weeklyHoliday && !holidays.has(day);

export function nextWorkingDay(day: string, holidays: ReadonlySet<string>): string {
  let next = shiftDay(day, 1);
  for (let i = 0; i < promiseHorizonDays && !isWorkingDay(next, holidays); i++) next = shiftDay(next, 1);
  return next;
}

export interface PromiseInput {
  bookedAt: Date | number;
  zone: Zone;
  deliveryType: DeliveryType;
  /** Public holidays (YYYY-MM-DD) from the booking day on. */
  holidays: ReadonlySet<string>;
}

/** The Asia/Dhaka day the courier promises to deliver on. Express outside its zones has no promise. */
export function promisedDeliveryDate(input: PromiseInput): string {
  const rule = promiseRules[input.deliveryType];
  const days = (rule.days as Partial<Record<Zone, number>>)[input.zone];
  if (days === undefined) throw new RangeError(`No ${input.deliveryType} promise for ${input.zone}`);
  const bookedDay = dhakaDate(input.bookedAt);
  const beforeCutoff = dhakaMinuteOfDay(input.bookedAt) < rule.cutoffMinute;
  let day =
    beforeCutoff && isWorkingDay(bookedDay, input.holidays)
      ? bookedDay
      : nextWorkingDay(bookedDay, input.holidays);
  for (let i = 0; i < days; i++) day = nextWorkingDay(day, input.holidays);
  return day;
}

/** Statuses in which a promise is settled (kept, or moot): a parcel in any other past its day is late. */
export const promiseSettledStatuses: readonly ParcelStatus[] = [
  'delivered',
  'delivered_approval_pending',
  // The receiver got the parcel and kept part of it: the promise was kept (decision 022).
  'partially_delivered',
  'returned',
  'cancelled',
];
