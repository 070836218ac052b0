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
 * The record's plain label. A receiver with fewer than `newReceiverBelow` finished parcels is new
 * (too little to judge); otherwise risky when the share of parcels they did not take (returned or
 * refused, and addresses riders could not find) reaches `riskyShareFrom`, else reliable.
 */
export const receiverRecordThresholds = {
  newReceiverBelow: 3,
  riskyShareFrom: 0.3,
} as const;
