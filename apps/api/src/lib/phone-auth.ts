import crypto from 'node:crypto';
import { phoneAccountEmailDomain, type SmsLanguage } from '@desh/shared';
import { phoneNumber } from 'better-auth/plugins/phone-number';

/** Sign-in and reset codes: six digits, five minutes, three tries each (then a new code is needed). */
export const phoneCodeSettings = { length: 6, expiresInSeconds: 5 * 60, allowedAttempts: 3 } as const;

/** The one form a number is stored and looked up in (the API rewrites every body to it first). */
const canonicalMobile = /^01[3-9]\d{8}$/;

/**
 * Accounts made by phone have no email, but the users table (and the spec's user record) needs one:
 * an address under the reserved `.invalid` domain that can receive nothing. It is random, not derived
 * from the number, so nobody can take a number's address first by signing up with it by email.
 */
export { phoneAccountEmailDomain };

const phoneAccountEmail = () => `${crypto.randomUUID()}@${phoneAccountEmailDomain}`;

/** The language the person is reading the site in (the lang cookie, then their browser), Bangla by default. */
export function smsLanguageOf(headers: Headers | undefined): SmsLanguage {
  const saved = /(?:^|;)\s*lang=(bn|en)\s*(?:;|$)/.exec(headers?.get('cookie') ?? '')?.[1];
  if (saved === 'bn' || saved === 'en') return saved;
  return /^\s*en\b/i.test(headers?.get('accept-language') ?? '') ? 'en' : 'bn';
}

/** A code for the SMS outbox: sign-in or password reset, with how many minutes it works. */
export interface PhoneCodeMessage {
  kind: 'sign_in_code' | 'password_reset_code';
  code: string;
  minutes: number;
}

/** Queues a code to a number in the SMS outbox (the sms module's queueSms, given by app.ts). */
export type PhoneCodeSender = (sms: {
  to: string;
  language: SmsLanguage;
  message: PhoneCodeMessage;
}) => Promise<void>;

/**
 * Better Auth's phone-number plugin: sign-in with a code sent by SMS, adding a number to a signed-in
 * account, and password reset by SMS. Codes leave through the SMS outbox like every other message,
 * so the request never waits for the gateway and a code is sent once by the worker.
 *
 * A number nobody has yet makes a new customer account on its first verified sign-in: in Bangladesh
 * a courier's customers (and many small merchants) know their mobile number, not an email address.
 */
export function phoneNumberAuth(queuePhoneCode: PhoneCodeSender) {
  const minutes = phoneCodeSettings.expiresInSeconds / 60;
  return phoneNumber({
    otpLength: phoneCodeSettings.length,
    expiresIn: phoneCodeSettings.expiresInSeconds,
    allowedAttempts: phoneCodeSettings.allowedAttempts,
    phoneNumberValidator: (phone) => canonicalMobile.test(phone),
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      await queuePhoneCode({
        to,
        language: smsLanguageOf(ctx?.headers),
        message: { kind: 'sign_in_code', code, minutes },
      });
    },
    sendPasswordResetOTP: async ({ phoneNumber: to, code }, ctx) => {
      await queuePhoneCode({
        to,
        language: smsLanguageOf(ctx?.headers),
        message: { kind: 'password_reset_code', code, minutes },
      });
    },
    signUpOnVerification: {
      getTempEmail: phoneAccountEmail,
      getTempName: (phone) => phone,
    },
  });
}
