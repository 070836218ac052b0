import { bdMobileSchema, normalizeBdMobile, smsCodeSchema } from '@desh/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** Step one of every phone flow: the number (any common spelling, kept as 01XXXXXXXXX). */
export const phoneStepSchema = z.object({ phoneNumber: bdMobileSchema.transform(normalizeBdMobile) });
export const codeStepSchema = z.object({ code: smsCodeSchema });

const knownCodes = new Set([
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_CODES',
  'PHONE_NUMBER_EXIST',
  'VALIDATION_ERROR',
]);

/** The translation key for what went wrong (the API's code), or the server's own words as a fallback. */
export function phoneErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (knownCodes.has(error.code)) return t(`phone.error.${error.code}`);
    if (error.status === 429) return t('phone.error.TOO_MANY_CODES');
  }
  return error instanceof Error ? error.message : String(error);
}
