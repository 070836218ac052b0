import { bdMobileSchema, normalizeBdMobile, smsCodeSchema } from '@desh/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

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

/** The phone flow's own wording for Better Auth's codes; anything else as every other error is worded. */
export function phoneErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (knownCodes.has(error.code)) return t(`phone.error.${error.code}`);
    if (error.status === 429) return t('phone.error.TOO_MANY_CODES');
  }
  return errorText(error, ['auth']);
}
