import { dhakaDateTime, type SmsLanguage } from '@desh/shared';
import type { Mail } from '../mail/mailer.ts';
import { bnDigits, maskNumbers, noticeMail } from '../mail/notice-mail.ts';

export interface ContactChangeNotice {
  /** The new number for parcel SMS; null when they were turned off. */
  phone: string | null;
  /** How to reach support, when the change was not the owner's doing. */
  supportPhone: string | null;
}

/** To the verified login phone and the old number: never only to the new one. */
export function smsContactChangedSms(notice: ContactChangeNotice, language: SmsLanguage): string {
  const to = notice.phone ? maskNumbers(notice.phone) : null;
  if (language === 'bn') {
    const what = to ? `পার্সেলের SMS এখন যাবে ${bnDigits(to)} নম্বরে` : 'পার্সেলের SMS বন্ধ করা হয়েছে';
    const call = notice.supportPhone ? `এখনই ফোন করুন ${bnDigits(notice.supportPhone)}` : 'এখনই সহায়তায় জানান';
    return `Desh Courier: ${what}। আপনি না বদলে থাকলে ${call}।`;
  }
  const what = to ? `Parcel SMS now go to ${to}` : 'Parcel SMS were turned off';
  const call = notice.supportPhone ? `call ${notice.supportPhone} now` : 'contact support now';
  return `Desh Courier: ${what}. If you did not do this, ${call}.`;
}

export function smsContactChangedMail(
  to: string,
  notice: ContactChangeNotice & { changedAt: Date; previous: string | null },
): Mail {
  const at = dhakaDateTime(notice.changedAt.toISOString());
  const atBn = bnDigits(at);
  const next = notice.phone ? maskNumbers(notice.phone) : '—';
  const previous = notice.previous ? maskNumbers(notice.previous) : '—';
  const callEn = notice.supportPhone ? `call us at ${notice.supportPhone}` : 'contact support';
  const callBn = notice.supportPhone
    ? `এখনই ${bnDigits(notice.supportPhone)} নম্বরে ফোন করুন`
    : 'এখনই সহায়তায় জানান';
  return noticeMail(to, 'Your SMS number was changed / আপনার SMS নম্বর বদলানো হয়েছে', [
    `The number your Desh Courier parcel SMS go to was changed on ${at} (Dhaka time).`,
    `New: ${next}`,
    `Before: ${previous}`,
    `If you did not make this change, ${callEn}.`,
    '',
    `আপনার দেশ কুরিয়ার পার্সেল SMS-এর নম্বর ${atBn}-এ বদলানো হয়েছে।`,
    `নতুন: ${bnDigits(next)}`,
    `আগে: ${bnDigits(previous)}`,
    `আপনি না বদলে থাকলে ${callBn}।`,
  ]);
}
