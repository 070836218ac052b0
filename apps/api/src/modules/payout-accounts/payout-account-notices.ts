import { dhakaDateTime, type SmsLanguage } from '@desh/shared';
import type { Mail } from '../mail/mailer.ts';
import { bnDigits, maskNumbers, noticeMail } from '../mail/notice-mail.ts';

/** A destination with its numbers hidden but the last three digits (`maskNumbers`). */
export const maskDestination = maskNumbers;

export interface ChangeNotice {
  destination: string | null;
  /** How to reach support, when the change was not the owner's doing. */
  supportPhone: string | null;
  /** Payouts to the new account wait until then: the owner's time to call. */
  heldUntil: Date;
}

/** Dhaka wall-clock time, 24-hour, the same in both languages but for the digits. */
const dhakaTime = (moment: Date) => dhakaDateTime(moment.toISOString());

export function payoutAccountChangedSms(notice: ChangeNotice, language: SmsLanguage): string {
  const to = notice.destination ? maskDestination(notice.destination) : null;
  const until = dhakaTime(notice.heldUntil);
  if (language === 'bn') {
    const call = notice.supportPhone ? ` এখনই ফোন করুন ${bnDigits(notice.supportPhone)}` : ' এখনই সহায়তায় জানান';
    return `Desh Courier: আপনার পেমেন্ট অ্যাকাউন্ট বদলানো হয়েছে${to ? `: ${bnDigits(to)}` : ''}। ${bnDigits(until)}-এর আগে সেখানে পেমেন্ট যাবে না। আপনি না বদলে থাকলে${call}।`;
  }
  const call = notice.supportPhone ? ` call ${notice.supportPhone} now` : ' contact support now';
  return `Desh Courier: Your payout account was changed${to ? ` to ${to}` : ''}. No payout goes there before ${until}. If you did not do this,${call}.`;
}

/** The mail to the account's address: in both languages, as the account keeps no language. */
export function payoutAccountChangedMail(
  to: string,
  notice: ChangeNotice & { changedAt: Date; previous: string | null },
): Mail {
  const at = dhakaDateTime(notice.changedAt.toISOString());
  const atBn = bnDigits(at);
  const next = notice.destination ? maskDestination(notice.destination) : '—';
  const previous = notice.previous ? maskDestination(notice.previous) : '—';
  const callEn = notice.supportPhone ? `call us at ${notice.supportPhone}` : 'contact support';
  const callBn = notice.supportPhone
    ? `এখনই ${bnDigits(notice.supportPhone)} নম্বরে ফোন করুন`
    : 'এখনই সহায়তায় জানান';
  const lines = [
    `Your Desh Courier payout account was changed on ${at} (Dhaka time).`,
    `New: ${next}`,
    `Before: ${previous}`,
    `Payouts to the new account are held until ${dhakaTime(notice.heldUntil)} (Dhaka time).`,
    `If you did not make this change, ${callEn} before then: after it, payouts go to the new account.`,
    '',
    `আপনার দেশ কুরিয়ার পেমেন্ট অ্যাকাউন্ট ${atBn}-এ বদলানো হয়েছে।`,
    `নতুন: ${bnDigits(next)}`,
    `আগে: ${bnDigits(previous)}`,
    `${bnDigits(dhakaTime(notice.heldUntil))} পর্যন্ত নতুন অ্যাকাউন্টে কোনো পেমেন্ট যাবে না।`,
    `আপনি না বদলে থাকলে ${callBn}: এই সময়ের পর পেমেন্ট নতুন অ্যাকাউন্টে যাবে।`,
  ];
  return noticeMail(to, 'Your payout account was changed / আপনার পেমেন্ট অ্যাকাউন্ট বদলানো হয়েছে', lines);
}
