import type { StepUpProof } from '@desh/shared';
import { api } from '../../../lib/api-client';
import type { AuthUser } from './auth-api';

/**
 * Better Auth's phone-number endpoints. The API takes a number in any common spelling (01…, 8801…,
 * +8801…) and keeps one form; a code is six digits, good for five minutes and three tries.
 */
export const sendSignInCode = (phoneNumber: string) =>
  api<{ message: string }>('/api/auth/phone-number/send-otp', { method: 'POST', body: { phoneNumber } });

/** Signs in (a number nobody has yet becomes a new customer account). */
export const signInWithCode = (phoneNumber: string, code: string) =>
  api<{ status: boolean; user: AuthUser }>('/api/auth/phone-number/verify', {
    method: 'POST',
    body: { phoneNumber, code },
  });

/**
 * Puts a proven number on the signed-in account, so it can later sign in by phone; with the account's
 * password, or (an account without one) the code texted to its current phone as `changeCode`.
 */
export const addPhoneWithCode = (phoneNumber: string, code: string, proof: StepUpProof = {}) =>
  api<{ status: boolean; user: AuthUser }>('/api/auth/phone-number/verify', {
    method: 'POST',
    body: {
      phoneNumber,
      code,
      updatePhoneNumber: true,
      ...(proof.currentPassword ? { currentPassword: proof.currentPassword } : {}),
      ...(proof.code ? { changeCode: proof.code } : {}),
    },
  });

/** Answers the same whether or not an account has this number. */
export const requestResetCode = (phoneNumber: string) =>
  api<{ status: boolean }>('/api/auth/phone-number/request-password-reset', {
    method: 'POST',
    body: { phoneNumber },
  });

export const resetPasswordWithCode = (phoneNumber: string, otp: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/phone-number/reset-password', {
    method: 'POST',
    body: { phoneNumber, otp, newPassword },
  });
