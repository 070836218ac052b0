import { z } from 'zod';

/** Bangladeshi mobile numbers: 01[3-9] and 8 more digits, optionally written with +88 or 88 in front. */
export const bdMobilePattern = /^(?:\+?88)?01[3-9]\d{8}$/;
export const bdMobileMessage = 'Enter a valid Bangladeshi mobile number, e.g. 01712345678';

/** Reads Bangla digits as Latin ones and strips spaces and dashes people type, then checks the number. */
export const bdMobileSchema = z
  .string()
  .max(40, bdMobileMessage)
  .trim()
  .transform((value) => latinDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(bdMobilePattern, bdMobileMessage));

/** Bangla digits (০–৯, typed on a Bangla keypad) as Latin ones; everything else as it was. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** The same number always stored one way: 01XXXXXXXXX, whether typed in Latin or Bangla digits. */
export function normalizeBdMobile(phone: string): string {
  return latinDigits(phone)
    .replace(/[\s-]/g, '')
    .replace(/^\+?88/, '');
}

export const receiverPhoneMessage = 'Receiver phone is required';

/**
 * Every booking's receiver phone (cash on delivery or not): the rider calls it, the receiver gets the
 * SMS, the code and the private link on it, as every Bangladeshi courier asks.
 */
export const receiverPhoneSchema = z
  .string({ error: receiverPhoneMessage })
  .trim()
  .min(1, receiverPhoneMessage)
  .pipe(bdMobileSchema);

/**
 * A number as a log line or a screen may show it without giving it away: the operator's prefix and the
 * last two digits (`+88017••••••78`), enough to tell two numbers apart, not to call one.
 */
export function maskBdMobile(phone: string): string {
  const local = normalizeBdMobile(phone);
  if (!/^01\d{9}$/.test(local)) return '••••••';
  return `+88${local.slice(0, 3)}${'•'.repeat(6)}${local.slice(-2)}`;
}

export const smsCodeLength = 6;
export const smsCodeMessage = 'Enter the 6-digit code from the SMS.';

/** A code sent by SMS, typed in Latin or Bangla digits (the API reads both); spaces and dashes dropped. */
export const smsCodeSchema = z
  .string()
  .max(40, smsCodeMessage)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9০-৯]{6}$/, smsCodeMessage));
