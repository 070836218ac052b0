import { type FailedAttemptReason, formatPoisha, type SmsLanguage } from '@desh/shared';

const bnDigits = new Intl.NumberFormat('bn-BD', { useGrouping: false });

export type CorrectedField = 'address' | 'phone' | 'cod';
const correctedWords: Record<SmsLanguage, Record<CorrectedField, string>> = {
  bn: { address: 'ঠিকানা', phone: 'প্রাপকের ফোন', cod: 'COD টাকার পরিমাণ' },
  en: { address: 'address', phone: 'receiver’s phone', cod: 'COD amount' },
};

/** What each message says, in Bangla (the default) and English. Kept short: one SMS part where possible. */
export type SmsMessage =
  /**
   * To the receiver at booking: who sends it (the store's name, else the merchant's) and what to pay at
   * the door in poisha (0: prepaid, nothing to pay). Both are absent only in messages queued before.
   */
  | {
      kind: 'booked';
      trackingId: string;
      receiverToken?: string;
      from?: string;
      toPayPoisha?: number;
    }
  | { kind: 'delivery_code'; trackingId: string; code: string; receiverToken?: string }
  | { kind: 'delivered'; trackingId: string }
  | { kind: 'merchant_delivered'; trackingId: string }
  | { kind: 'attempt_failed'; trackingId: string; reason: FailedAttemptReason }
  | {
      kind: 'merchant_attempt_failed';
      trackingId: string;
      reason: FailedAttemptReason;
      attemptNo: number;
      maxAttempts: number;
    }
  | { kind: 'merchant_returning'; trackingId: string }
  | { kind: 'merchant_returned'; trackingId: string }
  /** Head office corrected the parcel's address, receiver's phone or COD amount (the parcel desk). */
  | { kind: 'merchant_corrected'; trackingId: string; fields: readonly CorrectedField[] }
  | { kind: 'sign_in_code'; code: string; minutes: number }
  /** Head office invited the number as a rider or hub staff: where to sign in (a code comes by SMS then). */
  | { kind: 'staff_invite'; role: 'rider' | 'hub'; hub: { name: string; nameBn: string } }
  | { kind: 'password_reset_code'; code: string; minutes: number }
  | { kind: 'change_code'; code: string; minutes: number };

export type SmsKind = SmsMessage['kind'];

/** Messages whose text carries a code: never logged, and their gateway errors are kept without it. */
export const secretSmsKinds: ReadonlySet<SmsKind> = new Set([
  'delivery_code',
  'sign_in_code',
  'password_reset_code',
  'change_code',
]);

/**
 * Stands for the site's public origin in a queued message; the worker fills it in when it sends,
 * so services that queue messages need no configuration.
 */
export const siteToken = '{site}';

export const trackingLink = (trackingId: string) => `${siteToken}/track/${trackingId}`;

/** The receiver's private link (modules/receivers): short, so the message stays one SMS part. */
export const receiverLink = (token: string) => `${siteToken}/r/${token}`;

/** A message that carries the receiver's private link is kept out of logs like a code. */
export const carriesSecret = (message: SmsMessage) =>
  secretSmsKinds.has(message.kind) || ('receiverToken' in message && Boolean(message.receiverToken));

export const fillSite = (body: string, publicUrl: string) =>
  body.replaceAll(siteToken, publicUrl.replace(/\/+$/, ''));

const reasonText: Record<SmsLanguage, Record<FailedAttemptReason, string>> = {
  bn: {
    not_at_home: 'প্রাপক বাসায় ছিলেন না',
    not_reachable: 'প্রাপককে পাওয়া যায়নি',
    phone_off: 'প্রাপকের ফোন বন্ধ',
    cod_not_ready: 'প্রাপকের কাছে টাকা প্রস্তুত ছিল না',
    wants_to_open: 'প্রাপক টাকা দেওয়ার আগে পার্সেল খুলতে চেয়েছেন',
    out_of_coverage: 'ঠিকানা ডেলিভারি এলাকার বাইরে',
    refused: 'প্রাপক পার্সেল নেননি',
    wrong_address: 'ঠিকানা ভুল',
    reschedule: 'প্রাপক অন্য দিনে নিতে চেয়েছেন',
    other: 'অন্য কারণ',
  },
  en: {
    not_at_home: 'receiver not at home',
    not_reachable: 'receiver not reachable',
    phone_off: 'receiver’s phone switched off',
    cod_not_ready: 'receiver did not have the cash ready',
    wants_to_open: 'receiver wanted to open the parcel before paying',
    out_of_coverage: 'address outside the delivery area',
    refused: 'receiver refused the parcel',
    wrong_address: 'wrong address',
    reschedule: 'receiver asked for another day',
    other: 'other reason',
  },
};

/** A sender's name as an SMS carries it: one line, at most 30 characters (an SMS stays short). */
export const smsSenderName = (name: string) => {
  const line = name.replace(/\s+/g, ' ').trim();
  return line.length > 30 ? `${line.slice(0, 29).trimEnd()}…` : line;
};

/**
 * The receiver's booking message (issue 63 item 10): who sent the parcel and how much to pay at the
 * door ("nothing to pay" when prepaid), then the private link (or tracking).
 */
function bookedWithSender(
  message: Extract<SmsMessage, { kind: 'booked' }> & { from: string; toPayPoisha: number },
  bn: boolean,
): string {
  const id = message.trackingId;
  const from = smsSenderName(message.from);
  const pay =
    message.toPayPoisha > 0
      ? bn
        ? `ডেলিভারিতে দেবেন ${formatPoisha(message.toPayPoisha, 'bn')}।`
        : `Pay ${formatPoisha(message.toPayPoisha, 'en')} on delivery.`
      : bn
        ? 'কিছু দিতে হবে না।'
        : 'Nothing to pay.';
  if (message.receiverToken) {
    const link = receiverLink(message.receiverToken);
    return bn
      ? `Desh Courier: ${from}-এর পার্সেল ${id} বুক হয়েছে। ${pay} দিন বাছুন, নির্দেশনা দিন: ${link}`
      : `Desh Courier: Parcel ${id} from ${from} is booked for you. ${pay} Choose the day, add directions: ${link}`;
  }
  return bn
    ? `Desh Courier: ${from}-এর পার্সেল ${id} বুক হয়েছে। ${pay} ${trackingLink(id)}`
    : `Desh Courier: Parcel ${id} from ${from} is booked for you. ${pay} ${trackingLink(id)}`;
}

export function smsText(message: SmsMessage, language: SmsLanguage): string {
  const bn = language === 'bn';
  // Codes stay in Latin digits in both languages, as the delivery code does: what phones offer to
  // autofill and what keypads type (the API also takes Bangla digits).
  if (message.kind === 'sign_in_code') {
    return bn
      ? `Desh Courier: আপনার কোড ${message.code} (${bnDigits.format(message.minutes)} মিনিট)। কাউকে বলবেন না, Desh Courier কখনো কোড চায় না।`
      : `Desh Courier: Your code is ${message.code} (${message.minutes} minutes). Do not share it: Desh Courier never asks for it.`;
  }
  if (message.kind === 'password_reset_code') {
    return bn
      ? `Desh Courier: পাসওয়ার্ড বদলানোর কোড ${message.code} (${bnDigits.format(message.minutes)} মিনিট)। আপনি না চাইলে এটি উপেক্ষা করুন, কাউকে বলবেন না।`
      : `Desh Courier: Your password reset code is ${message.code} (${message.minutes} minutes). If you did not ask for it, ignore it and share it with no one.`;
  }
  if (message.kind === 'change_code') {
    // Says what the code does, so an owner who did not ask knows someone is in their account.
    return bn
      ? `Desh Courier: পেমেন্ট অ্যাকাউন্ট বা SMS নম্বর বদলানোর কোড ${message.code} (${bnDigits.format(message.minutes)} মিনিট)। আপনি না চাইলে কাউকে বলবেন না, সহায়তায় জানান।`
      : `Desh Courier: Code ${message.code} confirms a change of your payout account or SMS number (${message.minutes} minutes). If you did not ask, share it with no one and call support.`;
  }
  if (message.kind === 'staff_invite') {
    const link = `${siteToken}/login/phone`;
    if (message.role === 'rider') {
      return bn
        ? `Desh Courier: আপনাকে ${message.hub.nameBn} হাবের রাইডার হিসেবে যুক্ত করা হয়েছে। এই নম্বর দিয়ে লগইন করুন, SMS-এ এককালীন কোড আসবে: ${link}`
        : `Desh Courier: You have been added as a rider at ${message.hub.name} hub. Sign in with this number; a one-time code comes by SMS: ${link}`;
    }
    return bn
      ? `Desh Courier: আপনাকে ${message.hub.nameBn} হাবের কর্মী হিসেবে যুক্ত করা হয়েছে। এই নম্বর দিয়ে লগইন করুন, SMS-এ এককালীন কোড আসবে: ${link}`
      : `Desh Courier: You have been added to the staff of ${message.hub.name} hub. Sign in with this number; a one-time code comes by SMS: ${link}`;
  }
  const id = message.trackingId;
  switch (message.kind) {
    case 'booked': {
      if (message.from !== undefined && message.toPayPoisha !== undefined) {
        return bookedWithSender({ ...message, from: message.from, toPayPoisha: message.toPayPoisha }, bn);
      }
      // A message queued before it named its sender and the amount: as it was then.
      if (message.receiverToken) {
        const link = receiverLink(message.receiverToken);
        return bn
          ? `Desh Courier: আপনার পার্সেল ${id} বুক হয়েছে। দিন বাছুন, ঠিকানার নির্দেশনা বা লোকেশন দিন: ${link}`
          : `Desh Courier: Parcel ${id} is booked for you. Choose the day, add directions or your location: ${link}`;
      }
      return bn
        ? `Desh Courier: আপনার জন্য একটি পার্সেল বুক হয়েছে। ট্র্যাকিং ${id}: ${trackingLink(id)}`
        : `Desh Courier: A parcel has been booked for you. Tracking ${id}: ${trackingLink(id)}`;
    }
    case 'delivery_code': {
      const link = message.receiverToken ? receiverLink(message.receiverToken) : trackingLink(id);
      return bn
        ? `Desh Courier: আপনার পার্সেল ${id} ডেলিভারির পথে। ডেলিভারি কোড ${message.code}। পার্সেল হাতে পেলে তবেই কোডটি রাইডারকে বলুন। ${link}`
        : `Desh Courier: Your parcel ${id} is out for delivery. Delivery code ${message.code}. Tell it to the rider only once you have the parcel. ${link}`;
    }
    case 'delivered':
      return bn
        ? `Desh Courier: আপনার পার্সেল ${id} ডেলিভারি হয়েছে। ধন্যবাদ! ${trackingLink(id)}`
        : `Desh Courier: Your parcel ${id} has been delivered. Thank you! ${trackingLink(id)}`;
    case 'merchant_delivered':
      return bn
        ? `Desh Courier: আপনার পাঠানো পার্সেল ${id} প্রাপকের কাছে ডেলিভারি হয়েছে।`
        : `Desh Courier: Your parcel ${id} has been delivered to the receiver.`;
    case 'attempt_failed':
      return bn
        ? `Desh Courier: আজ আপনার পার্সেল ${id} ডেলিভারি করা যায়নি (${reasonText.bn[message.reason]})। ${trackingLink(id)}`
        : `Desh Courier: We could not deliver your parcel ${id} today (${reasonText.en[message.reason]}). ${trackingLink(id)}`;
    case 'merchant_attempt_failed':
      return bn
        ? `Desh Courier: পার্সেল ${id} ডেলিভারির চেষ্টা ${bnDigits.format(message.attemptNo)}/${bnDigits.format(message.maxAttempts)} ব্যর্থ: ${reasonText.bn[message.reason]}।`
        : `Desh Courier: Delivery attempt ${message.attemptNo} of ${message.maxAttempts} for parcel ${id} failed: ${reasonText.en[message.reason]}.`;
    case 'merchant_returning':
      return bn
        ? `Desh Courier: পার্সেল ${id} ডেলিভারি হয়নি, এটি আপনার কাছে ফেরত আসছে।`
        : `Desh Courier: Parcel ${id} could not be delivered and is coming back to you.`;
    case 'merchant_returned':
      return bn
        ? `Desh Courier: পার্সেল ${id} আপনার কাছে ফেরত দেওয়া হয়েছে।`
        : `Desh Courier: Parcel ${id} has been handed back to you.`;
    case 'merchant_corrected': {
      const words = message.fields.map((field) => correctedWords[language][field]);
      return bn
        ? `Desh Courier: পার্সেল ${id}-এর ${words.join(', ')} আমাদের অফিস সংশোধন করেছে। ${trackingLink(id)}`
        : `Desh Courier: Our office corrected the ${words.join(', ')} of parcel ${id}. ${trackingLink(id)}`;
    }
  }
}
