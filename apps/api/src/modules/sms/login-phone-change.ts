import { dhakaDateTime, type SmsLanguage } from '@desh/shared';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bnDigits, maskNumbers, noticeMail } from '../mail/notice-mail.ts';
import { getSmsContact, queueNoticeSms } from './sms.service.ts';

export interface LoginPhoneChange {
  userId: string;
  /** The login phone before the change: the owner's, if the change was a thief's. */
  previousPhone: string;
  phone: string;
  /** The owner's proven email (step-up's `ownerContacts`), or null. */
  email: string | null;
}

export interface LoginPhoneNoticeDeps {
  db: Db;
  mailer: Mailer;
  supportPhone: string | null;
  log: { warn(object: unknown, message: string): void };
}

function loginPhoneChangedSms(phone: string, supportPhone: string | null, language: SmsLanguage): string {
  const to = maskNumbers(phone);
  if (language === 'bn') {
    const call = supportPhone ? `এখনই ফোন করুন ${bnDigits(supportPhone)}` : 'এখনই সহায়তায় জানান';
    return `Desh Courier: আপনার অ্যাকাউন্টের লগইন ফোন বদলে ${bnDigits(to)} করা হয়েছে। আপনি না বদলে থাকলে ${call}।`;
  }
  const call = supportPhone ? `call ${supportPhone} now` : 'contact support now';
  return `Desh Courier: Your account's login phone was changed to ${to}. If you did not do this, ${call}.`;
}

/**
 * The login phone receives the codes that prove every other change, so its replacement is told where
 * the owner still is: the phone it replaced and the owner's email, never only the new phone.
 */
export async function tellLoginPhoneChanged(deps: LoginPhoneNoticeDeps, change: LoginPhoneChange) {
  if (change.previousPhone === change.phone) return;
  const { language } = await getSmsContact(deps.db, change.userId);
  await queueNoticeSms(deps.db, {
    to: change.previousPhone,
    kind: 'login_phone_changed',
    body: loginPhoneChangedSms(change.phone, deps.supportPhone, language),
  });
  if (!change.email) return;
  const at = dhakaDateTime(new Date().toISOString());
  const mail = noticeMail(change.email, 'Your login phone was changed / আপনার লগইন ফোন বদলানো হয়েছে', [
    `The phone you sign in to Desh Courier with was changed on ${at} (Dhaka time).`,
    `New: ${maskNumbers(change.phone)}`,
    `Before: ${maskNumbers(change.previousPhone)}`,
    `If you did not make this change, ${deps.supportPhone ? `call us at ${deps.supportPhone}` : 'contact support'}.`,
    '',
    `আপনার দেশ কুরিয়ার লগইন ফোন ${bnDigits(at)}-এ বদলানো হয়েছে।`,
    `নতুন: ${bnDigits(maskNumbers(change.phone))}`,
    `আগে: ${bnDigits(maskNumbers(change.previousPhone))}`,
  ]);
  deps.mailer
    .send(mail)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, userId: change.userId }, 'login phone notice mail failed'),
    );
}
