import type { ParcelStatus } from './parcel-status.ts';

/**
 * The receiver's private link: it keeps working this long after the parcel's journey ends
 * (delivered, returned or cancelled), so a receiver who opens the SMS late still sees how it ended.
 */
export const receiverLinkGraceMs = 2 * 24 * 60 * 60 * 1000;

/** Statuses in which the receiver may still change the day, the instructions or the pin. */
export const receiverEditableStatuses: readonly ParcelStatus[] = [
  'pending',
  'assigned',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed',
];

/** A receiver may move their delivery to a day from tomorrow up to this many days ahead … */
export const receiverRescheduleMaxDaysAhead = 7;
/** … and never more than this many days past the day the courier promised. */
export const receiverRescheduleMaxDaysPastPromise = 3;

/** Lookups of receivers' records a merchant (or one API key) may make in a minute. */
export const receiverRecordLookupsPerMinute = 30;

/**
 * A merchant's daily allowance of receiver-record lookups (issue 59, docs/decisions/039): nothing
 * until the courier has picked up one of its parcels booked in the last `volumeDays` days; then
 * `base` plus one for every `parcelsPerLookup` such parcels, at most `max` a day. A merchant sending
 * 10 parcels a day (300 in 30 days) gets 80 a day, eight times its bookings. A number counts once a day.
 */
export const receiverLookupAllowance = { base: 20, parcelsPerLookup: 5, max: 1000, volumeDays: 30 } as const;

/**
 * The statuses of a parcel the courier has picked up: the merchant's real volume. A parcel booked and
 * never collected (pending, assigned, cancelled) costs nothing, so it grows no allowance.
 */
export const receiverLookupVolumeStatuses: readonly ParcelStatus[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered_approval_pending',
  'delivered',
  'partially_delivered',
  'failed',
  'returning',
  'returned',
];

/**
 * The record's plain label. A receiver with fewer than `newReceiverBelow` finished parcels is new
 * (too little to judge); otherwise risky when the share of parcels they did not take (returned or
 * refused, and addresses riders could not find) reaches `riskyShareFrom`, else reliable.
 */
export const receiverRecordThresholds = {
  newReceiverBelow: 3,
  riskyShareFrom: 0.3,
} as const;
