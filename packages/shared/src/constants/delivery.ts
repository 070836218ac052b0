/**
 * Why a delivery attempt failed: a fixed list, so reports can count them and tracking can say it plainly.
 * The reasons Bangladeshi couriers report to merchants, in the order the rider's form offers them. The
 * first five values were the whole list once: their codes and labels stay as they were, so attempts and
 * timeline notes stored before still read (event-notes.ts matches a note by its label).
 */
export const failedAttemptReasons = [
  'not_at_home',
  'not_reachable',
  'phone_off',
  'cod_not_ready',
  'wants_to_open',
  'refused',
  'reschedule',
  'wrong_address',
  'out_of_coverage',
  'other',
] as const;
export type FailedAttemptReason = (typeof failedAttemptReasons)[number];

export const failedAttemptReasonLabels: Record<FailedAttemptReason, string> = {
  not_at_home: 'Receiver not at home',
  not_reachable: 'Receiver not reachable',
  phone_off: 'Receiver’s phone switched off',
  cod_not_ready: 'Receiver did not have the cash ready',
  wants_to_open: 'Receiver wanted to open the parcel before paying',
  refused: 'Receiver refused the parcel',
  reschedule: 'Receiver asked to reschedule',
  wrong_address: 'Wrong address',
  out_of_coverage: 'Address outside the delivery area',
  other: 'Other',
};

/**
 * Reasons that say the receiver could not be reached: the rider must have called them from the app
 * (the call logged, `receiver_calls`) since the last attempt, when the parcel gives a receiver phone.
 */
export const failedAttemptReasonsNeedingCall: readonly FailedAttemptReason[] = [
  'not_at_home',
  'not_reachable',
  'phone_off',
];
export const needsCallFirst = (reason: FailedAttemptReason): boolean =>
  failedAttemptReasonsNeedingCall.includes(reason);
export const callFirstMessage =
  'Call the receiver from the app first: a call is part of this failed attempt.';

/** Why the receiver kept only part of the order: a fixed list, worded by the pages (en and bn). */
export const partialDeliveryReasons = [
  'changed_mind',
  'damaged',
  'wrong_item',
  'not_as_described',
  'could_not_pay_all',
  'other',
] as const;
export type PartialDeliveryReason = (typeof partialDeliveryReasons)[number];

export const partialDeliveryReasonLabels: Record<PartialDeliveryReason, string> = {
  changed_mind: 'Receiver did not want some items',
  damaged: 'Some items were damaged',
  wrong_item: 'Some items were wrong',
  not_as_described: 'Some items were not as ordered',
  could_not_pay_all: 'Receiver could not pay for everything',
  other: 'Other',
};

/** Why a parcel travels back as a return parcel of its own: the rest of a partial delivery, or an exchange's old item. */
export const returnLegKinds = ['partial', 'exchange'] as const;
export type ReturnLegKind = (typeof returnLegKinds)[number];

/**
 * What public tracking says about a step besides its status (never a note anybody typed): a failed
 * attempt's reason; why a parcel goes back (`refused`, `attempts_exhausted`, or `sent_back`: an
 * admin's decision); a change the receiver made through their link (`receiver_*`).
 */
export const publicEventReasons = [
  ...failedAttemptReasons,
  'attempts_exhausted',
  'sent_back',
  /** Brought back to the hub at the end of the day without an attempt at the door (not a failed attempt). */
  'not_attempted',
  /** A return parcel made at the door: the rest of a partial delivery, or an exchange's old item. */
  'partial_remainder',
  'exchange_item',
  // Why a receiver kept only part of the order (`other` is already in the list above).
  'changed_mind',
  'damaged',
  'wrong_item',
  'not_as_described',
  'could_not_pay_all',
  // The receiver's own changes through their private link (the details stay private).
  'receiver_rescheduled',
  'receiver_instructions',
  'receiver_pin',
] as const;
export type PublicEventReason = (typeof publicEventReasons)[number];

/**
 * The timeline's note when a hub takes an out-for-delivery parcel back from its rider at the day's
 * check-in (issue 62 item 4): nobody tried the door, so no failed attempt is recorded or counted, and
 * the sender reads this instead of an invented reason.
 */
export const broughtBackUnattemptedNote = 'Not attempted: brought back to the hub at the end of the day.';

/** The number of failed attempts after which a parcel goes back to its sender (MAX_DELIVERY_ATTEMPTS). */
export const defaultMaxDeliveryAttempts = 3;

/** The receiver's delivery code: 6 digits, valid this long, locked after this many wrong tries. */
export const deliveryCodeLength = 6;
export const deliveryCodeTtlMs = 6 * 60 * 60 * 1000;
export const deliveryCodeMaxTries = 5;
/** A rider may ask for the code to be sent again this many times, this far apart. */
export const deliveryCodeMaxResends = 3;
export const deliveryCodeResendGapMs = 60 * 1000;
/**
 * Why the receiver's code did not reach them, as the rider records it after calling the receiver from
 * the app (with a note). Only with such a call and reason, or an SMS the outbox gave up on, does a
 * handover photo deliver without an admin's approval (docs/decisions/036).
 */
export const codeMissingReasons = [
  'sms_not_received',
  'phone_not_with_receiver',
  'phone_off',
  'wrong_number',
  'other',
] as const;
export type CodeMissingReason = (typeof codeMissingReasons)[number];

/**
 * What lets a handover photo stand in for the receiver's code at once: the receiver left no phone (no
 * code was sent), the code's SMS failed in the outbox, or the rider called the receiver from the app
 * and recorded why the code did not arrive. Any other photo waits for an admin.
 */
export const photoProofGrounds = ['no_code', 'sms_failed', 'receiver_called'] as const;
export type PhotoProofGround = (typeof photoProofGrounds)[number];

/**
 * Why a photo delivery waits for an admin (the flag the admin sees): the code was locked by wrong tries
 * in this run, or the code was sent and nothing shows it could not arrive.
 */
export const approvalFlags = ['code_locked', 'no_code_failure'] as const;
export type ApprovalFlag = (typeof approvalFlags)[number];

/**
 * Photo deliveries instead of a code that was sent, per rider over this many days: a rider stands out
 * on the admin's list with at least `atLeast` of them making at least `shareOfDeliveries` of the
 * deliveries they reported (`photoDeliveriesStandOut`, the one rule the API and the page read).
 */
export const photoDeliveryWindowDays = 30;
export const photoDeliveryWarn = { atLeast: 3, shareOfDeliveries: 0.1 } as const;

export const photoDeliveriesStandOut = (photoDeliveries: number, deliveries: number): boolean =>
  photoDeliveries >= photoDeliveryWarn.atLeast &&
  photoDeliveries >= photoDeliveryWarn.shareOfDeliveries * deliveries;

/** Languages an SMS can be written in; Bangla unless the receiver asked for English. */
export const smsLanguages = ['bn', 'en'] as const;
export type SmsLanguage = (typeof smsLanguages)[number];

/** A position vaguer than this (the phone's own estimate) would lead the rider to the wrong street. */
export const doorPlaceMaxAccuracyM = 200;

/** Whether a door place (`doorPlaceSchema`) is precise enough to keep for the rider's later runs. */
export const keepsDoorPlace = (place: { accuracyM: number }): boolean =>
  place.accuracyM <= doorPlaceMaxAccuracyM;
