import type { SmsLanguage } from '@desh/shared';
import type { Mail } from '../mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const bnDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

/**
 * A destination with its numbers hidden but the last three digits: enough for the owner to recognise
 * it (or not), too little to be useful to anyone who reads the phone over their shoulder.
 */
export function maskDestination(destination: string): string {
  return destination.replace(/\d{4,}/g, (run) => `${'•'.repeat(run.length - 3)}${run.slice(-3)}`);
}

export interface ChangeNotice {
  destination: string | null;
  /** How to reach support, when the change was not the owner's doing. */
  supportPhone: string | null;
}

export function payoutAccountChangedSms(notice: ChangeNotice, language: SmsLanguage): string {
  const to = notice.destination ? maskDestination(notice.destination) : null;
  if (language === 'bn') {
    const call = notice.supportPhone ? ` এখনই ফোন করুন ${bnDigits(notice.supportPhone)}` : ' এখনই সহায়তায় জানান';
    return `Desh Courier: আপনার পেমেন্ট অ্যাকাউন্ট বদলানো হয়েছে${to ? `: ${bnDigits(to)}` : ''}। আপনি না বদলে থাকলে${call}।`;
  }
  const call = notice.supportPhone ? ` call ${notice.supportPhone} now` : ' contact support now';
  return `Desh Courier: Your payout account was changed${to ? ` to ${to}` : ''}. If you did not do this,${call}.`;
}

/** The mail to the account's address: in both languages, as the account keeps no language. */
export function payoutAccountChangedMail(
  to: string,
  notice: ChangeNotice & { changedAt: Date; previous: string | null },
): Mail {
  const at = notice.changedAt.toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });
  const atBn = notice.changedAt.toLocaleString('bn-BD', { timeZone: 'Asia/Dhaka' });
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
    `If you did not make this change, ${callEn} before your next payout: payouts go to the new account.`,
    '',
    `আপনার দেশ কুরিয়ার পেমেন্ট অ্যাকাউন্ট ${atBn}-এ বদলানো হয়েছে।`,
    `নতুন: ${bnDigits(next)}`,
    `আগে: ${bnDigits(previous)}`,
    `আপনি না বদলে থাকলে পরের পেমেন্টের আগেই ${callBn}: পেমেন্ট নতুন অ্যাকাউন্টে যাবে।`,
  ];
  return {
    to,
    subject: 'Your payout account was changed / আপনার পেমেন্ট অ্যাকাউন্ট বদলানো হয়েছে',
    text: lines.join('\n'),
    html: `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '<hr>')).join('\n')}
</body></html>`,
  };
}
